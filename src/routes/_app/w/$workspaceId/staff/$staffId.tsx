import { createFileRoute } from '@tanstack/react-router'
import { StaffDetail } from '@/features/staff/components/staff-detail'
import { staffQueries } from '@/features/staff/queries'

export const Route = createFileRoute('/_app/w/$workspaceId/staff/$staffId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(staffQueries.detail(params.staffId)),
  component: function StaffDetailRoute() {
    const { workspaceId, staffId } = Route.useParams()
    return <StaffDetail workspaceId={workspaceId} staffId={staffId} />
  },
})
