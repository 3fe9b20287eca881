import { createFileRoute } from '@tanstack/react-router'
import { WorkspaceList } from '@/features/workspaces/components/workspace-list'
import { workspaceQueries } from '@/resources/workspaces'
import { listQuery, listSearchSchema } from '@/lib/list-search'
import { listRoute } from '@/routes/-shared/list-route'
import { prefetch } from '@/routes/-shared/prefetch'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/workspaces')({
  ...listRoute('Workspaces', listSearchSchema, listQuery),
  loader: ({ context, deps }) => prefetch(context, workspaceQueries.list(deps)),
  component: () => <SearchScreen route={Route} screen={WorkspaceList} />,
})
