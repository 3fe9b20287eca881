import { createFileRoute } from '@tanstack/react-router'
import { SegmentDetail } from '@/features/segments/components/segment-detail'
import { segmentQueries } from '@/resources/segments'
import { detailErrorRoute } from '@/routes/-shared/detail-error-route'
import { ParamsScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/segments/$segmentId')({
  staticData: { title: 'Segments' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(segmentQueries.detail(params.segmentId)),
  component: () => <ParamsScreen route={Route} screen={SegmentDetail} />,
  errorComponent: detailErrorRoute('segment', { to: '/w/$workspaceId/segments', label: 'Back to segments' }),
})
