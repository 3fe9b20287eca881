import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BarChart, type ChartBar } from '@/components/bar-chart'
import { type Column } from '@/components/column'
import { DataTable } from '@/components/data-table'
import { countryLabel } from '@/domain/calling-codes'
import { FUNNEL_NOTES } from '../funnel-notes'
import type { LogFilter } from '../log-filters'
import type { LogCountryCount, LogFailureReason, LogReport, LogStatusCount } from '../log-report'
import { RetargetLink } from './retarget-link'

interface LogReportViewProps {
  report: LogReport
  workspaceId: string
  broadcast: { id: string; name: string }
  /** The broadcast's record carries figures of its own that count otherwise: the report says what it counts. */
  recordDiffers?: boolean
}

const count = (n: number) => n.toLocaleString('en')
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`
const stageLabel = (stage: string) => stage.charAt(0).toUpperCase() + stage.slice(1)
const TOP_COUNTRIES = 5

/** A figure of the report as a link that shows the logs behind it: the filter, on the first page, at the logs. */
function FilterLink({ filter, label, children }: { filter: LogFilter; label: string; children: ReactNode }) {
  return (
    <Link
      from="/w/$workspaceId/broadcasts/$broadcastId"
      to="."
      search={(previous) => ({
        ...previous,
        status: undefined,
        country: undefined,
        reason: undefined,
        q: undefined,
        ...filter,
        page: undefined,
      })}
      hash="logs-heading"
      aria-label={label}
      className="font-medium text-indigo-700 hover:underline"
    >
      {children}
    </Link>
  )
}

export function LogReportView({ report, workspaceId, broadcast, recordDiffers = false }: LogReportViewProps) {
  const funnelBars: ChartBar[] = report.funnel.map((step) => ({
    label: stageLabel(step.stage),
    share: step.share,
    valueText: `${count(step.count)} (${percent(step.share)})`,
  }))
  const statusColumns: Column<LogStatusCount>[] = [
    {
      id: 'status',
      header: 'Status',
      primary: true,
      cell: (row) => (
        <FilterLink filter={{ status: row.status }} label={`Show the ${count(row.count)} ${row.status} logs`}>
          {stageLabel(row.status)}
        </FilterLink>
      ),
    },
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
        {recordDiffers && (
          <p className="text-sm text-slate-600">
            From the {count(report.total)} logs read, not the broadcast record’s own counts above: who each message went
            to, and why it stopped.
          </p>
        )}
        <BarChart caption="Status funnel: logs that reached each stage or a later one" bars={funnelBars} />
        <dl className="space-y-1 text-sm text-slate-600">
          {report.funnel.map((step) => (
            <div key={step.stage}>
              <dt className="inline font-medium text-slate-800">{stageLabel(step.stage)}: </dt>
              <dd className="inline">{FUNNEL_NOTES[step.stage]}</dd>
            </div>
          ))}
        </dl>
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
        <Countries report={report} />
      </div>
    </div>
  )
}

function FailureReasons({ report }: { report: LogReport }) {
  if (report.failureReasons.length === 0)
    return <p className="text-sm text-slate-600">No failure reasons: no log carries an error.</p>
  const rows: (LogFailureReason & { other?: true })[] = [
    ...report.failureReasons,
    ...(report.otherFailures > 0
      ? [{ reason: 'Other reasons', count: report.otherFailures, other: true as const }]
      : []),
  ]
  return (
    <DataTable
      label="Top failure reasons"
      columns={[
        {
          id: 'reason',
          header: 'Failure reason',
          primary: true,
          className: 'break-words',
          cell: (row) =>
            row.other ? (
              row.reason
            ) : (
              <FilterLink
                filter={{ reason: row.reason }}
                label={`Show the ${count(row.count)} logs that failed with ${row.reason}`}
              >
                <span dir="auto">{row.reason}</span>
              </FilterLink>
            ),
        },
        { id: 'logs', header: 'Logs', className: 'tabular-nums', cell: (row) => count(row.count) },
      ]}
      rows={rows}
      getRowKey={(row) => row.reason}
      empty={null}
    />
  )
}

function Countries({ report }: { report: LogReport }) {
  const rows: (LogCountryCount & { other?: true })[] = report.countries.slice(0, TOP_COUNTRIES)
  const others = report.countries.slice(TOP_COUNTRIES).reduce((sum, row) => sum + row.count, 0)
  if (others > 0) rows.push({ code: 'Other countries', count: others, other: true })
  return (
    <DataTable
      label="Top countries"
      columns={[
        {
          id: 'country',
          header: 'Country',
          primary: true,
          cell: (row) =>
            row.other ? (
              row.code
            ) : (
              <FilterLink
                filter={{ country: row.code }}
                label={`Show the ${count(row.count)} logs to ${countryLabel(row.code)}`}
              >
                {countryLabel(row.code)}
              </FilterLink>
            ),
        },
        { id: 'logs', header: 'Logs', className: 'tabular-nums', cell: (row) => count(row.count) },
        {
          id: 'share',
          header: 'Share',
          className: 'tabular-nums',
          cell: (row) => percent(report.total === 0 ? 0 : row.count / report.total),
        },
      ]}
      rows={rows}
      getRowKey={(row) => row.code}
      empty={null}
    />
  )
}
