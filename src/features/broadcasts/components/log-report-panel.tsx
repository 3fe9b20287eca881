import { BarChart3, Download, X } from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { ErrorState } from '@/components/error-state'
import { Button } from '@/components/ui/button'
import { downloadText } from '@/lib/download'
import { buildLogReport } from '../log-report'
import { logsCsvFileName, logsToCsv } from '../logs-csv'
import { useAllLogs, type AllLogsState } from '../use-all-logs'
import { LogReportView } from './log-report-view'

interface LogReportPanelProps {
  workspaceId: string
  broadcast: { id: string; name: string }
}

const count = (n: number) => n.toLocaleString('en')

function ReadingStatus({ state, onCancel }: { state: AllLogsState & { phase: 'reading' }; onCancel(): void }) {
  const { progress, waiting } = state
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
      <p role="status" className="min-w-0 flex-1">
        Reading every log page… {count(progress.itemsRead)} logs in {progress.pagesRead}{' '}
        {progress.pagesRead === 1 ? 'page' : 'pages'} so far.
        {waiting &&
          waiting.reason === 'rate-limited' &&
          ` The API asked to slow down: going on in ${Math.ceil(waiting.ms / 1000)} s.`}
        {waiting &&
          waiting.reason === 'retry' &&
          ` A page failed: trying it again in ${Math.ceil(waiting.ms / 1000)} s.`}
        {waiting && waiting.reason === 'pacing' && ' Pacing requests to stay within the API’s rate limit.'}
      </p>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        <X aria-hidden className="size-4" /> Cancel
      </Button>
    </div>
  )
}

function Outcome({ state, onRetry }: { state: AllLogsState & { phase: 'done' }; onRetry(): void }) {
  const unreadable = state.unreadable > 0 ? ` (${count(state.unreadable)} more could not be read and are left out)` : ''
  const read = `${count(state.logs.length)} logs${unreadable} from ${state.pagesRead} ${state.pagesRead === 1 ? 'page' : 'pages'}`
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
    <p role="status" className="text-sm text-slate-600">
      {state.outcome === 'complete'
        ? `Every log read: ${read}, ${state.requests === 0 ? 'all from this session’s cache' : `in ${state.requests} ${state.requests === 1 ? 'request' : 'requests'}`}.`
        : `Cancelled: the report covers the first ${read}.`}
    </p>
  )
}

/** "Full report" and "Export CSV": both read every log page once, and share what was read. */
export function LogReportPanel({ workspaceId, broadcast }: LogReportPanelProps) {
  const logs = useAllLogs(broadcast.id)
  const [exporting, setExporting] = useState(false)
  const { state } = logs
  const report = useMemo(() => (state.phase === 'done' ? buildLogReport(state.logs) : null), [state])

  const exportCsv = async () => {
    setExporting(true)
    try {
      const result = await logs.ensure()
      if (result.outcome !== 'complete') {
        toast.error(
          result.outcome === 'cancelled'
            ? 'Export cancelled: nothing was saved.'
            : 'Export stopped: not every log could be read, so nothing was saved.',
        )
        return
      }
      downloadText(await logsCsvFileName(broadcast.name), await logsToCsv(result.logs))
      toast.success(`Exported ${count(result.logs.length)} logs`)
    } finally {
      setExporting(false)
    }
  }

  const reading = state.phase === 'reading'
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
            Reads every log of this broadcast: the status funnel, the top failure reasons and the replies.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => void logs.read()}
            aria-disabled={reading || undefined}
            className="aria-disabled:opacity-60"
          >
            <BarChart3 aria-hidden className="size-4" /> {state.phase === 'done' ? 'Read again' : 'Full report'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            aria-disabled={exporting || undefined}
            className="aria-disabled:opacity-60"
          >
            <Download aria-hidden className="size-4" /> {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        </div>
      </div>
      {state.phase === 'reading' && <ReadingStatus state={state} onCancel={logs.cancel} />}
      {state.phase === 'done' && <Outcome state={state} onRetry={() => void logs.read()} />}
      {report && report.total > 0 && <LogReportView report={report} workspaceId={workspaceId} broadcast={broadcast} />}
    </section>
  )
}
