import { createFileRoute, Link } from '@tanstack/react-router'
import { DetailError } from '@/components/detail-error'
import { buttonClasses } from '@/components/ui/button'
import { SegmentDetail } from '@/features/segments/components/segment-detail'
import { segmentQueries } from '@/features/segments/queries'

export const Route = createFileRoute('/_app/w/$workspaceId/segments/$segmentId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(segmentQueries.detail(params.segmentId)),
  component: function SegmentDetailRoute() {
    const { workspaceId, segmentId } = Route.useParams()
    return <SegmentDetail workspaceId={workspaceId} segmentId={segmentId} />
  },
  errorComponent: function SegmentDetailError(props) {
    const { workspaceId } = Route.useParams()
    return (
      <DetailError
        {...props}
        noun="segment"
        back={
          <Link to="/w/$workspaceId/segments" params={{ workspaceId }} className={buttonClasses()}>
            Back to segments
          </Link>
        }
      />
    )
  },
})
