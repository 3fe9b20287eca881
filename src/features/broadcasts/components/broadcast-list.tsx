import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { readableRows } from '@/api/list-rows'
import { ListPage } from '@/components/list-page'
import { TextLink } from '@/components/text-link'
import { Button } from '@/components/ui/button'
import { FilterField } from '@/components/ui/filter-field'
import { Input } from '@/components/ui/input'
import { type UrlSearchProps } from '@/lib/url-search'
import { broadcastListQuery, withEndDate, type BroadcastSearch } from '../broadcast-search'
import { broadcastQueries } from '@/resources/broadcasts'
import { broadcastColumns, hasId } from './broadcast-columns'
import { useBroadcastDialogs } from './broadcast-dialogs'
import { MissingIdNotice } from './missing-id-notice'
import { useKnownNames } from './use-known-names'

interface BroadcastListProps extends UrlSearchProps<BroadcastSearch> {
  workspaceId: string
}

export function BroadcastList({ workspaceId, search, onSearchChange }: BroadcastListProps) {
  const params = { workspaceId, ...broadcastListQuery(search) }
  const query = useQuery({ ...broadcastQueries.list(params), placeholderData: keepPreviousData })
  const [now] = useState(() => new Date())
  const rows = useMemo(() => readableRows(query.data ?? []), [query.data])
  const names = useKnownNames(workspaceId, rows)
  const dialogs = useBroadcastDialogs({ workspaceId, knownTypes: rows.map((broadcast) => broadcast.type) })
  const filtered = Boolean(params.searchText || search.endDate)

  return (
    <ListPage
      title="Broadcasts"
      description={
        <>
          Campaigns that send one message to many recipients. Open one to see its figures and review its delivery logs.{' '}
          <TextLink to="/w/$workspaceId/broadcasts/compare" params={{ workspaceId }}>
            Compare broadcasts
          </TextLink>{' '}
          to see which did better. Listed in the API’s order; When shows when each is scheduled for, started or
          completed, where the API gives it.
        </>
      }
      noun="broadcast"
      columns={broadcastColumns({ workspaceId, names, now, ...dialogs })}
      dialogs={dialogs}
      createLink={{ to: '/w/$workspaceId/broadcasts/new', params: { workspaceId } }}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel="Search broadcasts by name"
      filters={
        <div className="flex items-end gap-2">
          <FilterField label="Created on or before">
            <Input
              type="date"
              className="w-44"
              value={search.endDate ?? ''}
              onChange={(event) => onSearchChange(withEndDate(search, event.target.value))}
            />
          </FilterField>
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
