import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import type { Broadcast } from '@/api/broadcasts'
import { readableRows } from '@/api/list-rows'
import { type Column } from '@/components/column'
import { ListEmptyState } from '@/components/list-empty-state'
import { PageHeader } from '@/components/page-header'
import { PagedTable } from '@/components/paged-table'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { broadcastListQuery, withEndDate, type BroadcastSearch } from '../broadcast-search'
import { broadcastQueries } from '../queries'
import { useBroadcastDialogs } from './broadcast-dialogs'
import { MissingIdNotice } from './missing-id-notice'

interface BroadcastListProps {
  workspaceId: string
  search: BroadcastSearch
  onSearchChange(next: BroadcastSearch): void
}

type Identified = Broadcast & { id: string }
const hasId = (broadcast: Broadcast): broadcast is Identified => Boolean(broadcast.id)

function broadcastColumns(
  workspaceId: string,
  actions: { edit(b: Identified): void; remove(b: Identified): void },
): Column<Broadcast>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      primary: true,
      className: 'sm:min-w-56 break-words',
      cell: (broadcast) =>
        hasId(broadcast) ? (
          <Link
            to="/w/$workspaceId/broadcasts/$broadcastId"
            params={{ workspaceId, broadcastId: broadcast.id }}
            className="font-medium text-indigo-700 hover:underline"
          >
            {broadcast.name}
          </Link>
        ) : (
          <span className="font-medium">{broadcast.name}</span>
        ),
    },
    { id: 'type', header: 'Type', className: '[overflow-wrap:anywhere]', cell: (broadcast) => broadcast.type },
    {
      id: 'actions',
      header: 'Actions',
      headerClassName: 'text-right',
      className: 'sm:text-right',
      cell: (broadcast) =>
        hasId(broadcast) ? (
          <span className="inline-flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit ${broadcast.name}`}
              onClick={() => actions.edit(broadcast)}
            >
              <Pencil aria-hidden className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${broadcast.name}`}
              onClick={() => actions.remove(broadcast)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </span>
        ) : (
          <span className="text-xs text-slate-600">No id: cannot be changed</span>
        ),
    },
  ]
}

export function BroadcastList({ workspaceId, search, onSearchChange }: BroadcastListProps) {
  const params = { workspaceId, ...broadcastListQuery(search) }
  const query = useQuery({ ...broadcastQueries.list(params), placeholderData: keepPreviousData })
  const navigate = useNavigate()
  const endDateId = useId()
  const rows = readableRows(query.data ?? [])
  const dialogs = useBroadcastDialogs({
    workspaceId,
    knownTypes: rows.map((broadcast) => broadcast.type),
    onCreated: (created) => {
      if (created.id)
        void navigate({
          to: '/w/$workspaceId/broadcasts/$broadcastId',
          params: { workspaceId, broadcastId: created.id },
        })
    },
  })
  const filtered = Boolean(params.searchText || search.endDate)

  return (
    <>
      <PageHeader
        title="Broadcasts"
        description="Campaigns that send one message to many recipients. Open one to review its delivery logs."
        actions={
          <Button onClick={dialogs.create}>
            <Plus aria-hidden className="size-4" /> New broadcast
          </Button>
        }
      />
      <PagedTable
        label="Broadcasts"
        query={query}
        errorTitle="Could not load broadcasts"
        columns={broadcastColumns(workspaceId, dialogs)}
        getRowKey={(broadcast, index) => broadcast.id ?? `without-id-${index}`}
        search={search}
        onSearchChange={onSearchChange}
        searchLabel="Search broadcasts by name"
        filters={
          <div className="flex items-end gap-2">
            <div className="space-y-1">
              <label htmlFor={endDateId} className="block text-xs font-medium text-slate-700">
                Created on or before
              </label>
              <Input
                id={endDateId}
                type="date"
                className="w-44"
                value={search.endDate ?? ''}
                onChange={(event) => onSearchChange(withEndDate(search, event.target.value))}
              />
            </div>
            {search.endDate && (
              <Button
                variant="ghost"
                size="sm"
                className="mb-1"
                onClick={() => onSearchChange(withEndDate(search, ''))}
              >
                Clear date
              </Button>
            )}
          </div>
        }
        notice={<MissingIdNotice count={rows.filter((broadcast) => !hasId(broadcast)).length} />}
        empty={
          <ListEmptyState
            noun="broadcast"
            filteredHint={filtered ? 'Try another name or a later date.' : undefined}
            page={params.page}
          >
            Create one with New broadcast.
          </ListEmptyState>
        }
      />
      {dialogs.dialogs}
    </>
  )
}
