import { createFileRoute } from '@tanstack/react-router'
import { WorkspaceList } from '@/features/workspaces/components/workspace-list'
import { workspaceQueries } from '@/features/workspaces/queries'
import { listParams, workspaceListSearchSchema } from '@/features/workspaces/workspace-search'

export const Route = createFileRoute('/_app/workspaces')({
  validateSearch: workspaceListSearchSchema,
  loaderDeps: ({ search }) => listParams(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(workspaceQueries.list(deps))
  },
  component: function WorkspacesRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <WorkspaceList search={search} onSearchChange={(next) => void navigate({ search: next })} />
  },
})
