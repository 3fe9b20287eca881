import { createFileRoute } from '@tanstack/react-router'
import { WorkspaceOverview } from '@/features/workspaces/components/workspace-overview'
import { workspaceQueries } from '@/resources/workspaces'
import { ParamsScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/')({
  staticData: { title: 'Overview' },
  // Its heading is the workspace's title: wait for it, so focus lands on the new heading, not the old page's.
  loader: ({ context, params }) => context.queryClient.ensureQueryData(workspaceQueries.detail(params.workspaceId)),
  component: () => <ParamsScreen route={Route} screen={WorkspaceOverview} />,
})
