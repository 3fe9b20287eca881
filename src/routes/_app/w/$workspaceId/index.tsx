import { createFileRoute } from '@tanstack/react-router'
import { WorkspaceOverview } from '@/features/workspaces/components/workspace-overview'

export const Route = createFileRoute('/_app/w/$workspaceId/')({
  component: function WorkspaceOverviewRoute() {
    const { workspaceId } = Route.useParams()
    return <WorkspaceOverview workspaceId={workspaceId} />
  },
})
