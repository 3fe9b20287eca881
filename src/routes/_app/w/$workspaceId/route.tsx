import { createFileRoute, Outlet } from '@tanstack/react-router'
import { WorkspaceGate } from '@/features/workspaces/components/workspace-gate'
import { workspaceQueries } from '@/resources/workspaces'

export const Route = createFileRoute('/_app/w/$workspaceId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(workspaceQueries.detail(params.workspaceId))
  },
  component: function WorkspaceRoute() {
    const { workspaceId } = Route.useParams()
    return (
      <WorkspaceGate workspaceId={workspaceId}>
        <Outlet />
      </WorkspaceGate>
    )
  },
})
