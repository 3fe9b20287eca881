import { createFileRoute } from '@tanstack/react-router'
import { StaffList } from '@/features/staff/components/staff-list'
import { staffQueries } from '@/features/staff/queries'
import { listQuery, listSearchSchema } from '@/lib/list-search'

export const Route = createFileRoute('/_app/w/$workspaceId/staff/')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => listQuery(search),
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(staffQueries.list({ workspaceId: params.workspaceId, ...deps }))
  },
  component: function StaffRoute() {
    const { workspaceId } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <StaffList workspaceId={workspaceId} search={search} onSearchChange={(next) => void navigate({ search: next })} />
    )
  },
})
