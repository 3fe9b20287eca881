import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { DataTable } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { PageSection } from '@/components/page-section'
import { Pagination } from '@/components/pagination'
import { QueryErrorState } from '@/components/query-error-state'
import { Button } from '@/components/ui/button'
import { VirtualTable, type VirtualTableHandle } from '@/components/virtual-table'
import { type UrlSearchProps } from '@/components/url-search-props'
import { withLimit, withPage } from '@/lib/list-search'
import { rangeText } from '@/lib/range-text'
import { requestsToRead } from '@/resources/all-logs-reads'
import { broadcastQueries } from '@/resources/broadcasts'
import { LOG_PAGE_SIZES, logPageQuery, type LogSearch } from '../broadcast-search'
import { filterIndexedLogs, indexLogs, isFiltering, type LogFilter } from '../log-filters'
import { completeRead } from '../complete-read'
import { useAllLogs } from '../use-all-logs'
import { logColumns } from './log-columns'
import { LazyLogPanel } from './lazy-log-panel'
import { LogFilterBar } from './log-filter-bar'

interface BroadcastLogsProps extends UrlSearchProps<LogSearch> {
  broadcastId: string
}

/** Logs have no id, and one recipient may have two logs of one moment: the place in the page tells them apart. */
const logKey = (log: { phone: string; countryCode: string; createdAt: string; recepientName: string }, index: number) =>
  `${log.countryCode} ${log.phone}|${log.createdAt}|${log.recepientName}|${index}`

const count = (n: number) => n.toLocaleString('en')

/**
 * A broadcast's logs: one API page at a time, filtered within that page; once every log has been read (the report),
 * the filters and the pages cover every log, in memory. A row opens in a side panel.
 */
export function BroadcastLogs({ broadcastId, search, onSearchChange }: BroadcastLogsProps) {
  const paging = logPageQuery(search)
  const allLogs = useAllLogs(broadcastId)
  const all = completeRead(allLogs.state)
  const query = useQuery({
    ...broadcastQueries.logs(broadcastId, paging),
    placeholderData: keepPreviousData,
    enabled: !all,
  })
  const source = useMemo(() => all?.logs ?? query.data ?? [], [all, query.data])
  const index = useMemo(() => indexLogs(source), [source])
  // The search filters as it is typed; the URL follows a moment later (and wins when it changes by itself: Back).
  const [typed, setTyped] = useState<{ from: string | undefined; q: string }>()
  const typing = typed !== undefined && typed.from === search.q && typed.q !== (search.q ?? '')
  const q = typing ? typed.q || undefined : search.q
  const { status, country, reason } = search
  const filtered = useMemo(
    () => filterIndexedLogs(index, { status, country, reason, q }),
    [index, status, country, reason, q],
  )
  const filtering = isFiltering({ status, country, reason, q })
  // Over every log, a new search starts at its first page (the URL says so too once it follows).
  const shownPage = typing && all ? 1 : paging.page
  const start = (shownPage - 1) * paging.limit
  const { limit } = paging
  const rows = useMemo(
    () => (all ? filtered.rows.slice(start, start + limit) : filtered.rows),
    [all, filtered.rows, start, limit],
  )
  const [panel, setPanel] = useState<number | null>(null)
  const table = useRef<VirtualTableHandle>(null)

  const setFilter = (filter: LogFilter) => {
    setPanel(null)
    const { status, country, reason, q } = filter
    onSearchChange({ ...search, status, country, reason, q, page: undefined })
  }
  const pageRows = query.data?.length ?? 0
  /** The API gives no total; a short page is the last, and tells it. */
  const knownTotal = all ? all.logs.length : query.data && pageRows < paging.limit ? start + pageRows : undefined
  const pending = !all && query.isPending
  const failed = !all && query.isError

  const summary = pending
    ? 'Loading logs…'
    : all
      ? filtering
        ? `${count(filtered.rows.length)} of ${count(all.logs.length)} logs match.`
        : `${count(all.logs.length)} logs.`
      : filtering
        ? `${count(filtered.rows.length)} of ${count(pageRows)} logs on this page match.`
        : `${count(pageRows)} logs on this page.`

  return (
    <PageSection id="logs-heading" title="Logs" className="min-w-0">
      <LogFilterBar
        search={search}
        onFilterChange={setFilter}
        onType={(text) => setTyped({ from: search.q, q: text })}
        scope={all ? 'all' : 'page'}
        statuses={filtered.statuses}
        countries={filtered.countries}
        reasons={filtered.reasons}
      />
      {!all && !pending && !failed && (pageRows > 0 || paging.page > 1) && (
        <div className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          <p className="min-w-0 flex-1">
            These filters cover the {count(pageRows)} logs of this page.{' '}
            {knownTotal === undefined
              ? 'Reading every log takes one request per 1,000 logs, plus one (the API does not say how many there are).'
              : `Reading all ${count(knownTotal)} takes ${count(requestsToRead(knownTotal))} ${requestsToRead(knownTotal) === 1 ? 'request' : 'requests'}.`}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void allLogs.read()}
            aria-disabled={allLogs.state.phase === 'reading' || undefined}
            className="aria-disabled:opacity-60"
          >
            {allLogs.state.phase === 'reading' ? 'Reading every log…' : 'Filter every log'}
          </Button>
        </div>
      )}
      <p aria-live="polite" className="mb-2 text-sm text-slate-600">
        {summary}
      </p>
      {failed ? (
        <QueryErrorState title="Could not load the logs" query={query} />
      ) : pending ? (
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
          ref={table}
          label="Broadcast logs"
          columns={logColumns}
          rows={rows}
          getRowKey={logKey}
          busy={!all && query.isFetching}
          view={JSON.stringify({ ...search, q })}
          activeIndex={panel ?? undefined}
          onRowActivate={setPanel}
          empty={
            <EmptyState
              title={
                filtering
                  ? all
                    ? 'No log matches'
                    : 'No log on this page matches'
                  : paging.page > 1
                    ? 'No more logs'
                    : 'No logs yet'
              }
            >
              {filtering
                ? all
                  ? 'Clear a filter, or search for something else.'
                  : 'Clear the filter, try another page, or filter every log.'
                : paging.page > 1
                  ? 'This page is past the last log.'
                  : 'Logs appear once the broadcast sends.'}
            </EmptyState>
          }
        />
      )}
      <Pagination
        page={shownPage}
        limit={paging.limit}
        limits={LOG_PAGE_SIZES}
        {...(all
          ? { pageCount: Math.max(1, Math.ceil(filtered.rows.length / paging.limit)) }
          : { rowCount: failed ? 0 : pageRows })}
        summary={
          pending || failed
            ? undefined
            : rangeText({
                page: shownPage,
                limit: paging.limit,
                rowCount: rows.length,
                total: all ? filtered.rows.length : knownTotal,
              })
        }
        onPageChange={(page) => {
          setPanel(null)
          onSearchChange(withPage(search, page))
        }}
        onLimitChange={(limit) => {
          setPanel(null)
          onSearchChange(withLimit(search, limit))
        }}
      />
      <LazyLogPanel
        logs={rows}
        index={panel}
        onIndexChange={setPanel}
        onClose={() => setPanel(null)}
        onClosed={(shown) => table.current?.focusRow(shown)}
      />
    </PageSection>
  )
}
