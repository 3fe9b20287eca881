import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Segment } from '@/api/segments'
import { actionsColumn } from '@/components/data-table/actions-column'
import { type Column } from '@/components/data-table/column'
import { ListPage } from '@/components/list-page'
import { nameColumn } from '@/components/data-table/name-column'
import { TextLink } from '@/components/text-link'
import { createRequestIn } from '@/lib/create-request'
import { formatDateTime } from '@/lib/format'
import { listQuery } from '@/lib/list-search'
import { type UrlSearchProps } from '@/lib/url-search'
import { segmentQueries } from '@/resources/segments'
import { requestedSegment, withoutRequest, type SegmentSearch } from '../segment-search'
import { useSegmentDialogs } from './segment-dialogs'

interface SegmentListProps extends UrlSearchProps<SegmentSearch> {
  workspaceId: string
}

const orDash = (value: string | null | undefined) => value || '—'

function segmentColumns(workspaceId: string, remove: (segment: Segment) => void): Column<Segment>[] {
  return [
    nameColumn({
      className: 'sm:min-w-56 [overflow-wrap:anywhere]',
      cell: (segment) => (
        <TextLink to="/w/$workspaceId/segments/$segmentId" params={{ workspaceId, segmentId: segment.id }}>
          {segment.name}
        </TextLink>
      ),
    }),
    { id: 'type', header: 'Type', className: '[overflow-wrap:anywhere]', cell: (segment) => orDash(segment.type) },
    {
      id: 'status',
      header: 'Status',
      className: '[overflow-wrap:anywhere]',
      cell: (segment) => orDash(segment.status),
    },
    {
      id: 'schedule',
      header: 'Scheduled',
      cell: (segment) =>
        segment.scheduleDateTime ? (
          <time dateTime={segment.scheduleDateTime}>{formatDateTime(segment.scheduleDateTime)}</time>
        ) : (
          '—'
        ),
    },
    actionsColumn({ remove }),
  ]
}

export function SegmentList({ workspaceId, ...url }: SegmentListProps) {
  const params = { workspaceId, ...listQuery(url.search) }
  const query = useQuery({ ...segmentQueries.list(params), placeholderData: keepPreviousData })
  const dialogs = useSegmentDialogs({ workspaceId, ...createRequestIn(url, requestedSegment, withoutRequest) })

  return (
    <ListPage
      title="Segments"
      description="Groups of contacts in this workspace, e.g. the readers of a broadcast, to send to again."
      noun="segment"
      columns={segmentColumns(workspaceId, dialogs.remove)}
      dialogs={dialogs}
      query={query}
      {...url}
      searchLabel="Search segments by name"
    />
  )
}
