import { createFileRoute } from '@tanstack/react-router'
import { StaffList } from '@/features/staff/components/staff-list'
import { staffQueries } from '@/resources/staff'
import { listQuery, listSearchSchema } from '@/lib/list-search'
import { listRoute } from '@/routes/-shared/list-route'
import { prefetch } from '@/routes/-shared/prefetch'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/staff/')({
  ...listRoute('Staff', listSearchSchema, listQuery),
  loader: ({ context, params, deps }) => prefetch(context, staffQueries.list({ ...params, ...deps })),
  component: () => <SearchScreen route={Route} screen={StaffList} />,
})
