import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Broadcast } from '@/api/broadcasts'
import { DataTable } from '@/components/data-table/data-table'
import { EmptyState } from '@/components/empty-state'
import { PageSection } from '@/components/page-section'
import { Pagination } from '@/components/data-table/pagination'
import { QueryErrorState } from '@/components/query-error-state'
import { VirtualTable, type VirtualTableHandle } from '@/components/data-table/virtual-table'
import { type UrlSearchProps } from '@/lib/url-search'
import { recordFigures } from '@/domain/broadcast-figures'
import { withLimit, withPage } from '@/lib/list-search'
import { rangeText } from '@/lib/range-text'
import { broadcastQueries } from '@/resources/broadcasts'
import { LOG_PAGE_SIZES, logPageQuery, type LogSearch } from '../broadcast-search'
import { completeRead } from '../complete-read'
import { filterIndexedLogs, indexLogs, isFiltering, logFilterOf, type LogFilter } from '../log-filters'
import { useAllLogs } from '@/resources/use-all-logs'
import { formatCount } from '@/lib/format'
import { usePhoneSearch } from '../use-phone-search'
import { AllLogsProgress } from './all-logs-progress'
import { logColumns } from './log-columns'
import { LazyLogPanel } from './lazy-log-panel'
import { LogFilterBar } from './log-filter-bar'
import { LogsExport } from './logs-export'
import { PageOnlyNotice } from './page-only-notice'

interface BroadcastLogsProps extends UrlSearchProps<LogSearch> {
  broadcast: Broadcast & { id: string }
}

/** Logs have no id, and one recipient may have two logs of one moment: the place in the page tells them apart. */
const logKey = (log: { phone: string; countryCode: string; createdAt: string; recepientName: string }, index: number) =>
  `${log.countryCode} ${log.phone}|${log.createdAt}|${log.recepientName}|${index}`

/** Brings the logs to the top of the window once a search covers every log, so its matches are what one sees. */
function useLogsInViewWhen(covered: boolean) {
  const was = useRef(false)
  useEffect(() => {
    if (covered && !was.current) document.getElementById('logs-heading')?.scrollIntoView({ block: 'start' })
    was.current = covered
  }, [covered])
}

/**
 * A broadcast's logs: one API page at a time while nothing is filtered. A search or filter covers every log: it reads
 * them all (once, shared with the report and the export, with progress and Cancel); cancelled, it says it covers the
 * page only. A row opens in a side panel.
 */
export function BroadcastLogs({ broadcast, search, onSearchChange }: BroadcastLogsProps) {
  const broadcastId = broadcast.id
  const paging = logPageQuery(search)
  const allLogs = useAllLogs(broadcastId)
  const { state, read } = allLogs
  const all = completeRead(state)
  // The search filters as it is typed; the URL follows a moment later (and wins when it changes by itself: Back).
  const [typed, setTyped] = useState<{ from: string | undefined; q: string }>()
  const typing = typed !== undefined && typed.from === search.q && typed.q !== (search.q ?? '')
  const q = typing ? typed.q || undefined : search.q
  const { status, country, reason, optOut } = search
  const filter: LogFilter = useMemo(
    () => ({ status, country, reason, q, optOut }),
    [status, country, reason, q, optOut],
  )
  const filtering = isFiltering(filter)
  // Filtering and not yet over every log: the read starts by itself, unless one was cancelled or stopped.
  const wantsAll = filtering && !all
  const searchingAll = wantsAll && state.phase !== 'done'
  const pageOnly = wantsAll && state.phase === 'done'
  useEffect(() => {
    if (wantsAll && state.phase === 'idle') void read()
  }, [wantsAll, state.phase, read])

  const query = useQuery({
    ...broadcastQueries.logs(broadcastId, paging),
    placeholderData: keepPreviousData,
    // While every log is on its way, the page is not read for nothing (one already here still shows).
    enabled: !all && !searchingAll,
  })
  const source = useMemo(() => all?.logs ?? query.data ?? [], [all, query.data])
  const index = useMemo(() => indexLogs(source), [source])
  const callingCodes = useMemo(() => [...new Set(index.country)].filter(Boolean), [index])
  const phone = usePhoneSearch(q, callingCodes)
  const filtered = useMemo(() => filterIndexedLogs(index, filter, phone.prefixes), [index, filter, phone.prefixes])
  const covered = Boolean(all) && filtering && !phone.pending
  useLogsInViewWhen(covered)
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

  const setFilter = (next: LogFilter) => {
    setPanel(null)
    onSearchChange({ ...search, ...logFilterOf(next), page: undefined })
  }
  const pageRows = query.data?.length ?? 0
  /** The API gives no total; a short page is the last, and tells it. */
  const knownTotal = all ? all.logs.length : query.data && pageRows < paging.limit ? start + pageRows : undefined
  const pending = !all && query.isPending
  const failed = !all && query.isError
  // Until every log is read, or while a number's reader is on its way, "no match" would not be true.
  const searching = searchingAll || phone.pending

  const summary = searching
    ? query.data && filtering && !all
      ? `Searching every log… On this page so far, ${formatCount(filtered.rows.length)} of ${formatCount(pageRows)} match.`
      : 'Searching every log…'
    : pending
      ? 'Loading logs…'
      : all
        ? filtering
          ? `${formatCount(filtered.rows.length)} of ${formatCount(all.logs.length)} logs match.`
          : `${formatCount(all.logs.length)} logs.`
        : filtering
          ? `Searching this page only: ${formatCount(filtered.rows.length)} of its ${formatCount(pageRows)} logs match.`
          : `${formatCount(pageRows)} logs on this page.`
  const position = (at: number) => {
    const total = all ? filtered.rows.length : rows.length
    const place = `${formatCount(start + at + 1)} of ${formatCount(total)}`
    if (!all) return `Log ${formatCount(at + 1)} of ${formatCount(rows.length)} on this page`
    return filtering ? `Match ${place}` : `Log ${place}`
  }

  return (
    <PageSection id="logs-heading" title="Logs" className="min-w-0">
      <LogFilterBar
        search={search}
        onFilterChange={setFilter}
        onType={(text) => setTyped({ from: search.q, q: text })}
        statuses={filtered.statuses}
        countries={filtered.countries}
        reasons={filtered.reasons}
        optOuts={filtered.optOuts}
      />
      {state.phase === 'reading' && searchingAll && (
        <div className="mb-3">
          <AllLogsProgress state={state} lead="Searching every log…" onCancel={allLogs.cancel} />
        </div>
      )}
      {pageOnly && (
        <PageOnlyNotice
          stopped={state.phase === 'done' && state.outcome === 'failed'}
          total={recordFigures(broadcast)?.recipients ?? knownTotal}
          onSearchAll={() => void read()}
        />
      )}
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p aria-live="polite" className="min-w-0 text-sm text-slate-600">
          {summary}
        </p>
        {(all ? all.logs.length > 0 : pageRows > 0 || paging.page > 1 || filtering) && (
          <LogsExport broadcastName={broadcast.name} allLogs={allLogs} filter={filter} />
        )}
      </div>
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
          busy={searching || (!all && query.isFetching)}
          view={JSON.stringify({ ...search, q })}
          activeIndex={panel ?? undefined}
          onRowActivate={setPanel}
          empty={
            searching ? (
              <EmptyState title="Searching every log…">Matches show here as soon as every log is read.</EmptyState>
            ) : filtering ? (
              all ? (
                <EmptyState title="No log matches">Clear a filter, or search for something else.</EmptyState>
              ) : (
                <EmptyState title="Not on this page">
                  This search covers only the logs on this page. Search all of them to be sure.
                </EmptyState>
              )
            ) : (
              <EmptyState title={paging.page > 1 ? 'No more logs' : 'No logs yet'}>
                {paging.page > 1 ? 'This page is past the last log.' : 'Logs appear once the broadcast sends.'}
              </EmptyState>
            )
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
          pending || failed || searching
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
        position={position}
        onIndexChange={setPanel}
        onClose={() => setPanel(null)}
        onClosed={(shown) => table.current?.focusRow(shown)}
      />
    </PageSection>
  )
}
