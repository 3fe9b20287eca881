import { createFileRoute } from '@tanstack/react-router'
import { WorkspaceList } from '@/features/workspaces/components/workspace-list'
import { workspaceQueries } from '@/features/workspaces/queries'
import { listQuery, listSearchSchema } from '@/lib/list-search'

export const Route = createFileRoute('/_app/workspaces')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => listQuery(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(workspaceQueries.list(deps))
  },
  component: function WorkspacesRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <WorkspaceList search={search} onSearchChange={(next) => void navigate({ search: next })} />
  },
})
