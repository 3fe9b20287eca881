import { BarChart, type ChartBar } from '@/components/bar-chart'
import { type Column } from '@/components/column'
import { DataTable } from '@/components/data-table'
import type { LogReport, LogStatusCount } from '../log-report'
import { RetargetLink } from './retarget-link'

interface LogReportViewProps {
  report: LogReport
  workspaceId: string
  broadcast: { id: string; name: string }
}

const count = (n: number) => n.toLocaleString('en')
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`
const stageLabel = (stage: string) => stage.charAt(0).toUpperCase() + stage.slice(1)

export function LogReportView({ report, workspaceId, broadcast }: LogReportViewProps) {
  const funnelBars: ChartBar[] = report.funnel.map((step) => ({
    label: stageLabel(step.stage),
    share: step.share,
    valueText: `${count(step.count)} (${percent(step.share)})`,
  }))
  const statusColumns: Column<LogStatusCount>[] = [
    { id: 'status', header: 'Status', primary: true, cell: (row) => stageLabel(row.status) },
    { id: 'logs', header: 'Logs', className: 'tabular-nums', cell: (row) => count(row.count) },
    { id: 'share', header: 'Share', className: 'tabular-nums', cell: (row) => percent(row.share) },
    {
      id: 'retarget',
      header: 'Retarget',
      cell: (row) => (
        <RetargetLink workspaceId={workspaceId} broadcast={broadcast} engagement={row.status} recipients={row.count} />
      ),
    },
  ]
  const failureShare = report.byStatus.find((row) => row.status === 'failed')

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-4">
        <BarChart caption="Status funnel: logs that reached each stage or a later one" bars={funnelBars} />
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-md bg-slate-50 p-3">
            <dt className="text-slate-600">Replies</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{count(report.replies)}</dd>
          </div>
          <div className="rounded-md bg-slate-50 p-3">
            <dt className="text-slate-600">Failed</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">
              {count(failureShare?.count ?? 0)}{' '}
              <span className="text-sm font-normal text-slate-600">({percent(failureShare?.share ?? 0)})</span>
            </dd>
          </div>
        </dl>
      </div>
      <div className="min-w-0 space-y-4">
        <DataTable
          label="Logs by status"
          columns={statusColumns}
          rows={report.byStatus}
          getRowKey={(row) => row.status}
          empty={null}
        />
        <FailureReasons report={report} />
      </div>
    </div>
  )
}

function FailureReasons({ report }: { report: LogReport }) {
  if (report.failureReasons.length === 0)
    return <p className="text-sm text-slate-600">No failure reasons: no log carries an error.</p>
  const rows = [
    ...report.failureReasons,
    ...(report.otherFailures > 0 ? [{ reason: 'Other reasons', count: report.otherFailures }] : []),
  ]
  return (
    <DataTable
      label="Top failure reasons"
      columns={[
        {
          id: 'reason',
          header: 'Failure reason',
          primary: true,
          className: '[overflow-wrap:anywhere]',
          cell: (row) => row.reason,
        },
        { id: 'logs', header: 'Logs', className: 'tabular-nums', cell: (row) => count(row.count) },
      ]}
      rows={rows}
      getRowKey={(row) => row.reason}
      empty={null}
    />
  )
}
