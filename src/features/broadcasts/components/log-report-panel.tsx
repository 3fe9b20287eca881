import { useQuery } from '@tanstack/react-query'
import BarChart3 from 'lucide-react/icons/chart-column'
import { useMemo } from 'react'
import type { Broadcast } from '@/api/broadcasts'
import { readableRows } from '@/api/list-rows'
import { ErrorState } from '@/components/error-state'
import { Button } from '@/components/ui/button'
import { recordFigures } from '@/domain/broadcast-figures'
import { formatCount, formatDateTime } from '@/lib/format'
import { broadcastQueries } from '@/resources/broadcasts'
import { logPageQuery, type LogSearch } from '../broadcast-search'
import { completeRead } from '../complete-read'
import { buildLogReport } from '../log-report'
import { useAllLogs, type AllLogsDone } from '@/resources/use-all-logs'
import { FollowLive } from '../follow-live/follow-live'
import { AllLogsProgress } from './all-logs-progress'
import { LogReportView } from './log-report-view'

interface LogReportPanelProps {
  workspaceId: string
  broadcast: Broadcast & { id: string }
  search: LogSearch
}

function Outcome({ state, onRetry }: { state: AllLogsDone; onRetry(): void }) {
  const unreadable =
    state.unreadable > 0 ? ` (${formatCount(state.unreadable)} more could not be read and are left out)` : ''
  const read = `${formatCount(state.logs.length)} logs${unreadable} from ${state.pagesRead} ${state.pagesRead === 1 ? 'page' : 'pages'}`
  if (state.outcome === 'failed') {
    return (
      <ErrorState
        title={`The report stopped after ${read}: it covers only those.`}
        error={state.error}
        onRetry={onRetry}
      />
    )
  }
  return (
    <div className="space-y-1 text-sm text-slate-600">
      <p role="status">
        {state.outcome === 'complete'
          ? `Every log read: ${read}.`
          : state.logs.length === 0
            ? 'Cancelled before any log was read.'
            : `Cancelled: the report covers the first ${read}.`}
      </p>
      <p>
        Read at{' '}
        <time dateTime={new Date(state.readAt).toISOString()}>
          {formatDateTime(new Date(state.readAt).toISOString())}
        </time>
        ; kept while this tab is open.
      </p>
    </div>
  )
}

/**
 * "Full report": reads every log page once, shared with the logs' search and export, and kept while the tab is open
 * (with when it was read, and Refresh). A broadcast with no logs has nothing to report.
 */
export function LogReportPanel({ workspaceId, broadcast, search }: LogReportPanelProps) {
  const logs = useAllLogs(broadcast.id)
  const { state } = logs
  const shown = state.phase === 'done' ? state : state.phase === 'reading' ? state.kept : undefined
  const shownLogs = shown?.logs
  const report = useMemo(() => (shownLogs ? buildLogReport(shownLogs) : null), [shownLogs])
  const paging = logPageQuery(search)
  // The table's page, from the cache (never fetched from here): an empty first page means an empty broadcast.
  const page = useQuery({ ...broadcastQueries.logs(broadcast.id, paging), enabled: false })
  const complete = completeRead(state)
  const empty = complete ? complete.logs.length === 0 : paging.page === 1 && page.data?.length === 0

  const reading = state.phase === 'reading'
  // A record with figures of its own is followed live through the record (see RecordFunnel), never its logs.
  const figures = recordFigures(broadcast)
  return (
    <section
      aria-labelledby="report-heading"
      className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="report-heading" className="text-base font-semibold text-slate-900">
            Report
          </h2>
          <p className="text-sm text-slate-600">
            {empty
              ? 'Nothing to report: this broadcast has no logs yet. Logs appear once it sends.'
              : 'Reads every log of this broadcast: the status funnel, the top failure reasons and countries, and the replies.'}
          </p>
        </div>
        {!empty && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => void logs.read({ fresh: state.phase === 'done' })}
              aria-disabled={reading || undefined}
              className="aria-disabled:opacity-60"
            >
              <BarChart3 aria-hidden className="size-4" /> {state.phase === 'done' ? 'Refresh' : 'Full report'}
            </Button>
          </div>
        )}
      </div>
      {!figures && <FollowLive broadcastId={broadcast.id} logs={complete?.logs ?? readableRows(page.data ?? [])} />}
      {state.phase === 'reading' && (
        <AllLogsProgress state={state} lead="Reading every log page…" onCancel={logs.cancel} />
      )}
      {state.phase === 'done' && <Outcome state={state} onRetry={() => void logs.read({ fresh: true })} />}
      {report && report.total > 0 && (
        <LogReportView
          report={report}
          workspaceId={workspaceId}
          broadcast={broadcast}
          recordDiffers={figures !== null && figures.recipients !== report.total}
        />
      )}
    </section>
  )
}
