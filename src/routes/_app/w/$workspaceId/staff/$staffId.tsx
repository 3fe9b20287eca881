import { createFileRoute } from '@tanstack/react-router'
import { StaffDetail } from '@/features/staff/components/staff-detail'
import { staffQueries } from '@/resources/staff'
import { detailErrorRoute } from '@/routes/-shared/detail-error-route'
import { ParamsScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/staff/$staffId')({
  staticData: { title: 'Staff' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(staffQueries.detail(params.staffId)),
  component: () => <ParamsScreen route={Route} screen={StaffDetail} />,
  errorComponent: detailErrorRoute('staff member', { to: '/w/$workspaceId/staff', label: 'Back to staff' }),
})
