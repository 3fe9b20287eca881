import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import { readableRows } from '@/api/list-rows'
import { DataTable } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { PageSection } from '@/components/page-section'
import { Pagination } from '@/components/pagination'
import { QueryErrorState } from '@/components/query-error-state'
import { SearchInput } from '@/components/search-input'
import { Select } from '@/components/ui/select'
import { VirtualTable } from '@/components/virtual-table'
import { type UrlSearchProps } from '@/components/url-search-props'
import { withLimit, withPage } from '@/lib/list-search'
import { LOG_PAGE_SIZES, logPageQuery, type LogSearch } from '../broadcast-search'
import { filterLogs, statusesIn } from '../filter-logs'
import { broadcastQueries } from '@/resources/broadcasts'
import { logColumns } from './log-columns'

interface BroadcastLogsProps extends UrlSearchProps<LogSearch> {
  broadcastId: string
}

/** Logs have no id, and one recipient may have two logs of one moment: the place in the page tells them apart. */
const logKey = (log: { phone: string; countryCode: string; createdAt: string; recepientName: string }, index: number) =>
  `${log.countryCode} ${log.phone}|${log.createdAt}|${log.recepientName}|${index}`

/** One page of a broadcast's logs, virtualized, with a quick filter over the rows of that page. */
export function BroadcastLogs({ broadcastId, search, onSearchChange }: BroadcastLogsProps) {
  const paging = logPageQuery(search)
  const query = useQuery({ ...broadcastQueries.logs(broadcastId, paging), placeholderData: keepPreviousData })
  const statusId = useId()
  const rows = useMemo(() => query.data ?? [], [query.data])
  const visible = useMemo(() => filterLogs(rows, search), [rows, search])
  const statuses = useMemo(() => statusesIn(readableRows(rows)), [rows])
  const filtering = Boolean(search.status || search.q)

  return (
    <PageSection id="logs-heading" title="Logs" className="min-w-0">
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SearchInput
          label="Filter this page by name, phone, reply or error"
          value={search.q ?? ''}
          onSearch={(q) => onSearchChange({ ...search, q: q || undefined })}
        />
        <div className="space-y-1">
          <label htmlFor={statusId} className="block text-xs font-medium text-slate-700">
            Status
          </label>
          <Select
            id={statusId}
            className="w-44"
            value={search.status?.toLowerCase() ?? ''}
            onChange={(event) => onSearchChange({ ...search, status: event.target.value || undefined })}
          >
            <option value="">All statuses</option>
            {[...new Set([...statuses, ...(search.status ? [search.status.toLowerCase()] : [])])].map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p aria-live="polite" className="mb-2 text-sm text-slate-600">
        {query.isPending
          ? 'Loading logs…'
          : filtering
            ? `${visible.length.toLocaleString('en')} of ${rows.length.toLocaleString('en')} logs on this page match.`
            : `${rows.length.toLocaleString('en')} logs on this page.`}
      </p>
      {query.isError ? (
        <QueryErrorState title="Could not load the logs" query={query} />
      ) : query.isPending ? (
        <DataTable
          label="Broadcast logs"
          columns={logColumns}
          rows={[]}
          getRowKey={logKey}
          empty={null}
          pending
          skeletonRows={8}
        />
      ) : (
        <VirtualTable
          label="Broadcast logs"
          columns={logColumns}
          rows={visible}
          getRowKey={logKey}
          busy={query.isFetching}
          view={JSON.stringify(search)}
          empty={
            <EmptyState
              title={filtering ? 'No log on this page matches' : paging.page > 1 ? 'No more logs' : 'No logs yet'}
            >
              {filtering
                ? 'Clear the filter, or try another page.'
                : paging.page > 1
                  ? 'This page is past the last log.'
                  : 'Logs appear once the broadcast sends.'}
            </EmptyState>
          }
        />
      )}
      <Pagination
        page={paging.page}
        limit={paging.limit}
        limits={LOG_PAGE_SIZES}
        rowCount={query.isError ? 0 : rows.length}
        onPageChange={(page) => onSearchChange(withPage(search, page))}
        onLimitChange={(limit) => onSearchChange(withLimit(search, limit))}
      />
    </PageSection>
  )
}
