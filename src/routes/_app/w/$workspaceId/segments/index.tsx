import { createFileRoute } from '@tanstack/react-router'
import { SegmentList } from '@/features/segments/components/segment-list'
import { segmentQueries } from '@/resources/segments'
import { segmentSearchSchema } from '@/features/segments/segment-search'
import { listQuery } from '@/lib/list-search'
import { listRoute } from '@/routes/-shared/list-route'
import { prefetch } from '@/routes/-shared/prefetch'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/segments/')({
  ...listRoute('Segments', segmentSearchSchema, listQuery),
  loader: ({ context, params, deps }) => prefetch(context, segmentQueries.list({ ...params, ...deps })),
  component: () => <SearchScreen route={Route} screen={SegmentList} />,
})
