import { useQuery } from '@tanstack/react-query'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { readableRows } from '@/api/list-rows'
import { preloadOnIntent } from '@/components/preload-on-intent'
import { Button } from '@/components/ui/button'
import { LazyCommandPalette, showPaletteView } from '@/features/command-palette/palette-state'
import { workspaceTitleQueries } from '@/resources/workspaces'

/** `/w/a/templates/tpl_1?page=2` -> `/w/b/templates`: keep the section, drop what belonged to the old workspace. */
export function switchWorkspacePath(pathname: string, workspaceId: string): string {
  const match = /^\/w\/[^/]+(?:\/([^/]+))?/.exec(pathname)
  const section = match?.[1]
  return `/w/${encodeURIComponent(workspaceId)}${section ? `/${section}` : ''}`
}

/** The current workspace's title, from the reads that name workspaces everywhere: the list, else its own detail. */
function useWorkspaceTitle(currentId: string | null) {
  const list = useQuery({ ...workspaceTitleQueries.list(), select: readableRows })
  const listed = list.data?.find((workspace) => workspace.id === currentId)
  const detail = useQuery({
    ...workspaceTitleQueries.detail(currentId ?? ''),
    enabled: !!currentId && !list.isPending && !listed,
  })
  return listed?.title ?? (currentId ? detail.data?.title : undefined)
}

/** The header's workspace: its name, and a button that opens the command palette on its workspaces. */
export function WorkspaceSwitcher({ currentId, className }: { currentId: string | null; className?: string }) {
  const title = useWorkspaceTitle(currentId)
  const shown = currentId ? (title ?? 'Loading…') : 'Choose a workspace'
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      aria-label={currentId ? `Workspace: ${title ?? 'loading'}, change` : 'Choose a workspace'}
      {...preloadOnIntent(LazyCommandPalette.preload)}
      onClick={() => showPaletteView('workspaces')}
    >
      <span className="sr-only text-slate-600 md:not-sr-only">Workspace</span>
      <span className="truncate font-medium text-slate-900">{shown}</span>
      <ChevronRight aria-hidden className="size-4 shrink-0 rotate-90 text-slate-500" />
    </Button>
  )
}
