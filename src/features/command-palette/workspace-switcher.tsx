import { useLocation } from '@tanstack/react-router'
import Building2 from 'lucide-react/icons/building-2'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { isAccountPath } from '@/app/navigation'
import { preloadOnIntent } from '@/components/preload-on-intent'
import { Button } from '@/components/ui/button'
import { useWorkspaceTitle } from '@/components/use-workspace-title'
import { cn } from '@/lib/cn'
import { LazyCommandPalette, showPaletteView } from './palette-state'

/** In the header on the account's own pages, where the switcher has nothing to switch. */
function WholeAccount({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-center gap-2 px-1 text-sm text-slate-600', className)}>
      <Building2 aria-hidden className="size-4 shrink-0 text-slate-500" />
      <span className="truncate">
        <span className="font-medium text-slate-900">Whole account</span>
        <span className="hidden md:inline"> · this page is not about one workspace</span>
      </span>
    </p>
  )
}

/**
 * The header's workspace: its name, and a button that opens the command palette on its workspaces. On the account's
 * pages (webhooks, contact tags, workspaces, the account) it says the page covers the whole account instead.
 */
export function WorkspaceSwitcher({ currentId, className }: { currentId: string | null; className?: string }) {
  const { pathname } = useLocation()
  if (isAccountPath(pathname)) return <WholeAccount className={className} />
  return currentId ? (
    <CurrentWorkspace workspaceId={currentId} className={className} />
  ) : (
    <SwitcherButton label="Choose a workspace" shown="Choose a workspace" className={className} />
  )
}

function CurrentWorkspace({ workspaceId, className }: { workspaceId: string; className?: string }) {
  const { title, pending } = useWorkspaceTitle(workspaceId)
  const shown = title ?? (pending ? 'Loading…' : 'Unknown workspace')
  return (
    <SwitcherButton
      label={`Workspace: ${title ?? (pending ? 'loading' : 'unknown')}, change`}
      shown={shown}
      className={className}
    />
  )
}

function SwitcherButton({ label, shown, className }: { label: string; shown: string; className?: string }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      aria-label={label}
      {...preloadOnIntent(LazyCommandPalette.preload)}
      onClick={() => showPaletteView('workspaces')}
    >
      <span className="sr-only text-slate-600 md:not-sr-only">Workspace</span>
      <span className="truncate font-medium text-slate-900">{shown}</span>
      <ChevronRight aria-hidden className="size-4 shrink-0 rotate-90 text-slate-500" />
    </Button>
  )
}
