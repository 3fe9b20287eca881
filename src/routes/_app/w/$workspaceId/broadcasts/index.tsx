import { createFileRoute } from '@tanstack/react-router'
import { broadcastListQuery, broadcastSearchSchema } from '@/features/broadcasts/broadcast-search'
import { BroadcastList } from '@/features/broadcasts/components/broadcast-list'
import { broadcastQueries } from '@/features/broadcasts/queries'

export const Route = createFileRoute('/_app/w/$workspaceId/broadcasts/')({
  validateSearch: broadcastSearchSchema,
  loaderDeps: ({ search }) => broadcastListQuery(search),
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(broadcastQueries.list({ workspaceId: params.workspaceId, ...deps }))
  },
  component: function BroadcastsRoute() {
    const { workspaceId } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <BroadcastList
        workspaceId={workspaceId}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    )
  },
})
