import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { SWITCHER_LIMIT, workspaceQueries } from '../queries'

/** `/w/a/templates/tpl_1?page=2` -> `/w/b/templates`: keep the section, drop what belonged to the old workspace. */
export function switchWorkspacePath(pathname: string, workspaceId: string): string {
  const match = /^\/w\/[^/]+(?:\/([^/]+))?/.exec(pathname)
  const section = match?.[1]
  return `/w/${encodeURIComponent(workspaceId)}${section ? `/${section}` : ''}`
}

export function WorkspaceSwitcher({ currentId }: { currentId: string | null }) {
  const id = useId()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const query = useQuery(workspaceQueries.list({ limit: SWITCHER_LIMIT }))
  const workspaces = query.data ?? []
  const known = workspaces.some((w) => w.id === currentId)

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        Workspace
      </label>
      <select
        id={id}
        className="h-9 max-w-56 rounded-md border border-slate-300 bg-white px-2 text-sm"
        value={currentId ?? ''}
        disabled={query.isPending || query.isError}
        onChange={(event) => void navigate({ href: switchWorkspacePath(pathname, event.target.value) })}
      >
        {query.isPending && <option value={currentId ?? ''}>Loading…</option>}
        {query.isError && <option value={currentId ?? ''}>Could not load workspaces</option>}
        {!known && !query.isPending && !query.isError && <option value={currentId ?? ''}>Choose a workspace</option>}
        {workspaces.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            {workspace.title}
          </option>
        ))}
      </select>
    </div>
  )
}
