import { Link } from '@tanstack/react-router'
import { RecordName } from '@/components/record-name'
import { Skeleton } from '@/components/ui/skeleton'
import { useWorkspaceTitle } from '@/components/use-workspace-title'

/** One of a member's workspaces by title, a link to it; one that could not be read says so. */
function StaffWorkspace({ id }: { id: string }) {
  const { title, pending, error } = useWorkspaceTitle(id)
  return (
    <li className="min-w-0 px-4 py-3">
      {pending ? (
        <span role="status">
          <span className="sr-only">Loading a workspace…</span>
          <Skeleton className="h-4 w-48 max-w-full" />
        </span>
      ) : (
        <Link
          to="/w/$workspaceId"
          params={{ workspaceId: id }}
          className="font-medium [overflow-wrap:anywhere] text-indigo-700 hover:underline"
        >
          <RecordName
            id={id}
            name={title}
            pending={false}
            error={error}
            note={error ? undefined : 'not found'}
            noun="workspace"
          />
        </Link>
      )}
    </li>
  )
}

/** A member's workspaces by title, each a link to it. */
export function StaffWorkspaces({ workspaceIds }: { workspaceIds: readonly string[] }) {
  const ids = [...new Set(workspaceIds)]
  if (ids.length === 0) return <p className="text-sm text-slate-600">Not a member of any workspace.</p>
  return (
    <ul
      aria-label="Workspaces"
      className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm"
    >
      {ids.map((id) => (
        <StaffWorkspace key={id} id={id} />
      ))}
    </ul>
  )
}
