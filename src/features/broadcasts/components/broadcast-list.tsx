import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import type { Broadcast } from '@/api/broadcasts'
import { readableRows } from '@/api/list-rows'
import { actionsColumn } from '@/components/actions-column'
import { type Column } from '@/components/column'
import { ListPage } from '@/components/list-page'
import { nameColumn } from '@/components/name-column'
import { TextLink } from '@/components/text-link'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { type UrlSearchProps } from '@/components/url-search-props'
import { broadcastListQuery, withEndDate, type BroadcastSearch } from '../broadcast-search'
import { broadcastQueries } from '@/resources/broadcasts'
import { useBroadcastDialogs } from './broadcast-dialogs'
import { MissingIdNotice } from './missing-id-notice'

interface BroadcastListProps extends UrlSearchProps<BroadcastSearch> {
  workspaceId: string
}

type Identified = Broadcast & { id: string }
const hasId = (broadcast: Broadcast): broadcast is Identified => Boolean(broadcast.id)

function broadcastColumns(
  workspaceId: string,
  actions: { edit(b: Identified): void; preloadForm?(): void; remove(b: Identified): void },
): Column<Broadcast>[] {
  return [
    // The default name column: a long name wraps (at spaces while the column is wider than its words) instead of
    // widening the table past the actions.
    nameColumn({
      cell: (broadcast) =>
        hasId(broadcast) ? (
          <TextLink
            to="/w/$workspaceId/broadcasts/$broadcastId"
            params={{ workspaceId, broadcastId: broadcast.id }}
            dir="auto"
          >
            {broadcast.name}
          </TextLink>
        ) : (
          <span dir="auto" className="font-medium">
            {broadcast.name}
          </span>
        ),
    }),
    // break-words, not anywhere: the column keeps the width of its longest word ("RETARGET" never breaks).
    { id: 'type', header: 'Type', className: 'break-words', cell: (broadcast) => broadcast.type },
    actionsColumn({
      unavailable: (broadcast) => (hasId(broadcast) ? undefined : 'No id: cannot be changed'),
      edit: (broadcast) => hasId(broadcast) && actions.edit(broadcast),
      preloadEdit: actions.preloadForm,
      remove: (broadcast) => hasId(broadcast) && actions.remove(broadcast),
    }),
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
    requested: search.new === 1,
    onRequestClosed: () => onSearchChange({ ...search, new: undefined }, { replace: true }),
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
    <ListPage
      title="Broadcasts"
      description={
        <>
          Campaigns that send one message to many recipients. Open one to review its delivery logs.{' '}
          <TextLink to="/w/$workspaceId/broadcasts/compare" params={{ workspaceId }}>
            Compare broadcasts
          </TextLink>{' '}
          to see which did better. The API does not give broadcasts’ dates, so they are listed in the API’s order.
        </>
      }
      noun="broadcast"
      columns={broadcastColumns(workspaceId, dialogs)}
      dialogs={dialogs}
      query={query}
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
            <Button variant="ghost" size="sm" className="mb-1" onClick={() => onSearchChange(withEndDate(search, ''))}>
              Clear date
            </Button>
          )}
        </div>
      }
      notice={<MissingIdNotice count={rows.filter((broadcast) => !hasId(broadcast)).length} />}
      emptyState={{ filteredHint: filtered ? 'Try another name or a later date.' : undefined }}
    />
  )
}
