import { createFileRoute } from '@tanstack/react-router'
import { SegmentList } from '@/features/segments/components/segment-list'
import { segmentQueries } from '@/features/segments/queries'
import { segmentSearchSchema } from '@/features/segments/segment-search'
import { listQuery } from '@/lib/list-search'

export const Route = createFileRoute('/_app/w/$workspaceId/segments/')({
  validateSearch: segmentSearchSchema,
  loaderDeps: ({ search }) => listQuery(search),
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(segmentQueries.list({ workspaceId: params.workspaceId, ...deps }))
  },
  component: function SegmentsRoute() {
    const { workspaceId } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <SegmentList
        workspaceId={workspaceId}
        search={search}
        onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
      />
    )
  },
})
