import { createFileRoute, Link } from '@tanstack/react-router'
import { DetailError } from '@/components/detail-error'
import { buttonClasses } from '@/components/ui/button'
import { logPageQuery, logSearchSchema } from '@/features/broadcasts/broadcast-search'
import { BroadcastDetail } from '@/features/broadcasts/components/broadcast-detail'
import { broadcastQueries } from '@/features/broadcasts/queries'

export const Route = createFileRoute('/_app/w/$workspaceId/broadcasts/$broadcastId')({
  validateSearch: logSearchSchema,
  loaderDeps: ({ search }) => logPageQuery(search),
  loader: async ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(broadcastQueries.logs(params.broadcastId, deps))
    await context.queryClient.ensureQueryData(broadcastQueries.detail(params.broadcastId))
  },
  component: function BroadcastDetailRoute() {
    const { workspaceId, broadcastId } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <BroadcastDetail
        workspaceId={workspaceId}
        broadcastId={broadcastId}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
      />
    )
  },
  errorComponent: function BroadcastDetailError(props) {
    const { workspaceId } = Route.useParams()
    return (
      <DetailError
        {...props}
        noun="broadcast"
        back={
          <Link to="/w/$workspaceId/broadcasts" params={{ workspaceId }} className={buttonClasses()}>
            Back to broadcasts
          </Link>
        }
      />
    )
  },
})
