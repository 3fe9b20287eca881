import { Link } from '@tanstack/react-router'
import { Skeleton } from '@/components/ui/skeleton'
import { useWorkspaceTitles } from '../use-workspace-titles'

/** A member's workspaces by title, each a link to it; one that could not be read shows its id. */
export function StaffWorkspaces({ workspaceIds }: { workspaceIds: readonly string[] }) {
  const titles = useWorkspaceTitles(workspaceIds)
  if (titles.length === 0) return <p className="text-sm text-slate-600">Not a member of any workspace.</p>
  return (
    <ul
      aria-label="Workspaces"
      className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm"
    >
      {titles.map(({ id, title, pending }) => (
        <li key={id} className="min-w-0 px-4 py-3">
          {pending ? (
            <span role="status">
              <span className="sr-only">Loading workspace {id}…</span>
              <Skeleton className="h-4 w-48 max-w-full" />
            </span>
          ) : (
            <Link
              to="/w/$workspaceId"
              params={{ workspaceId: id }}
              className="font-medium [overflow-wrap:anywhere] text-indigo-700 hover:underline"
            >
              {title ?? <span className="font-mono text-xs">{id}</span>}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
