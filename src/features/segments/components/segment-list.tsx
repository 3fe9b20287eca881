import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Segment } from '@/api/segments'
import { actionsColumn } from '@/components/actions-column'
import { type Column } from '@/components/column'
import { ListPage } from '@/components/list-page'
import { nameColumn } from '@/components/name-column'
import { TextLink } from '@/components/text-link'
import { formatDateTime } from '@/lib/format'
import { listQuery } from '@/lib/list-search'
import { segmentQueries } from '@/resources/segments'
import { requestedSegment, withoutRequest, type SegmentSearch } from '../segment-search'
import { useSegmentDialogs } from './segment-dialogs'

interface SegmentListProps {
  workspaceId: string
  search: SegmentSearch
  onSearchChange(next: SegmentSearch, options?: { replace?: boolean }): void
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

export function SegmentList({ workspaceId, search, onSearchChange }: SegmentListProps) {
  const params = { workspaceId, ...listQuery(search) }
  const query = useQuery({ ...segmentQueries.list(params), placeholderData: keepPreviousData })
  const dialogs = useSegmentDialogs({
    workspaceId,
    requested: requestedSegment(search),
    onRequestClosed: () => onSearchChange(withoutRequest(search), { replace: true }),
  })

  return (
    <ListPage
      title="Segments"
      description="Groups of contacts in this workspace, e.g. the readers of a broadcast, to send to again."
      noun="segment"
      columns={segmentColumns(workspaceId, dialogs.remove)}
      dialogs={dialogs}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel="Search segments by name"
    />
  )
}
