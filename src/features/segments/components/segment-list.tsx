import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus, Trash2 } from 'lucide-react'
import type { Segment } from '@/api/segments'
import { type Column } from '@/components/column'
import { ListEmptyState } from '@/components/list-empty-state'
import { PageHeader } from '@/components/page-header'
import { PagedTable } from '@/components/paged-table'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import { listQuery } from '@/lib/list-search'
import { segmentQueries } from '../queries'
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
    {
      id: 'name',
      header: 'Name',
      primary: true,
      className: 'sm:min-w-56 [overflow-wrap:anywhere]',
      cell: (segment) => (
        <Link
          to="/w/$workspaceId/segments/$segmentId"
          params={{ workspaceId, segmentId: segment.id }}
          className="font-medium text-indigo-700 hover:underline"
        >
          {segment.name}
        </Link>
      ),
    },
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
    {
      id: 'actions',
      header: 'Actions',
      headerClassName: 'text-right',
      className: 'sm:text-right',
      cell: (segment) => (
        <Button variant="ghost" size="sm" aria-label={`Delete ${segment.name}`} onClick={() => remove(segment)}>
          <Trash2 aria-hidden className="size-4" />
        </Button>
      ),
    },
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
    <>
      <PageHeader
        title="Segments"
        description="Groups of contacts in this workspace, e.g. the readers of a broadcast, to send to again."
        actions={
          <Button onClick={dialogs.create}>
            <Plus aria-hidden className="size-4" /> New segment
          </Button>
        }
      />
      <PagedTable
        label="Segments"
        query={query}
        errorTitle="Could not load segments"
        columns={segmentColumns(workspaceId, dialogs.remove)}
        getRowKey={(segment) => segment.id}
        search={search}
        onSearchChange={onSearchChange}
        searchLabel="Search segments by name"
        empty={
          <ListEmptyState noun="segment" searchText={params.searchText} page={params.page}>
            Create one with New segment.
          </ListEmptyState>
        }
      />
      {dialogs.dialogs}
    </>
  )
}
