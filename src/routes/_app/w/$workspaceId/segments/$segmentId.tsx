import { createFileRoute } from '@tanstack/react-router'
import { SegmentDetail } from '@/features/segments/components/segment-detail'
import { segmentQueries } from '@/features/segments/queries'

export const Route = createFileRoute('/_app/w/$workspaceId/segments/$segmentId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(segmentQueries.detail(params.segmentId)),
  component: function SegmentDetailRoute() {
    const { workspaceId, segmentId } = Route.useParams()
    return <SegmentDetail workspaceId={workspaceId} segmentId={segmentId} />
  },
})
