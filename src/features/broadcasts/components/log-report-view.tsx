import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BarChart, type ChartBar } from '@/components/bar-chart'
import { type Column } from '@/components/data-table/column'
import { DataTable } from '@/components/data-table/data-table'
import { countryLabel } from '@/domain/calling-codes'
import { formatCount, formatPercent } from '@/lib/format'
import { FUNNEL_LABELS, FUNNEL_NOTES, nowAtLabel, OPTED_OUT_LABEL, OPTED_OUT_NOTE } from '../funnel-words'
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

const TOP_COUNTRIES = 5

/** A row of the "where each message is now" table: a status, opt-outs apart, or the opt-outs themselves. */
type NowAtRow = LogStatusCount & { optedOut?: true }

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
        optOut: undefined,
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
  const { optedOut } = report
  const funnelBars: ChartBar[] = report.funnel.map((step) => ({
    label: FUNNEL_LABELS[step.stage],
    share: step.share,
    valueText: `${formatCount(step.count)} (${formatPercent(step.share)})`,
  }))
  const failureShare = report.byStatus.find((row) => row.status === 'failed')

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-4">
        {recordDiffers && (
          <p className="text-sm text-slate-600">
            From the {formatCount(report.total)} logs read, not the broadcast record’s own counts above: who each
            message went to, and why it stopped.
          </p>
        )}
        <BarChart
          caption="Status funnel: how far messages got, each bar counting those that went further too"
          bars={funnelBars}
        />
        <dl className="space-y-1 text-sm text-slate-600">
          {report.funnel.map((step) => (
            <div key={step.stage}>
              <dt className="inline font-medium text-slate-800">{FUNNEL_LABELS[step.stage]}: </dt>
              <dd className="inline">{FUNNEL_NOTES[step.stage]}</dd>
            </div>
          ))}
          <div>
            <dt className="inline font-medium text-slate-800">{OPTED_OUT_LABEL}: </dt>
            <dd className="inline">{OPTED_OUT_NOTE}</dd>
          </div>
        </dl>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div className="rounded-md bg-slate-50 p-3">
            <dt className="text-slate-600">Replies, not opting out</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{formatCount(report.replies)}</dd>
          </div>
          <div className="rounded-md bg-slate-50 p-3">
            <dt className="text-slate-600">{OPTED_OUT_LABEL}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">
              {formatCount(optedOut.count)}{' '}
              <span className="text-sm font-normal text-slate-600">({formatPercent(optedOut.share)})</span>
            </dd>
            {optedOut.count > 0 && (
              <dd className="mt-1">
                <FilterLink
                  filter={{ optOut: 'only' }}
                  label={`Show the ${formatCount(optedOut.count)} logs that opted out`}
                >
                  Show who
                </FilterLink>
              </dd>
            )}
          </div>
          <div className="rounded-md bg-slate-50 p-3">
            <dt className="text-slate-600">Failed</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">
              {formatCount(failureShare?.count ?? 0)}{' '}
              <span className="text-sm font-normal text-slate-600">({formatPercent(failureShare?.share ?? 0)})</span>
            </dd>
          </div>
        </dl>
      </div>
      <div className="min-w-0 space-y-4">
        <NowAt report={report} workspaceId={workspaceId} broadcast={broadcast} />
        <FailureReasons report={report} />
        <Countries report={report} />
      </div>
    </div>
  )
}

/** Each message once, at the furthest status its log got; the opt-outs on a row of their own, before failed. */
function NowAt({ report, workspaceId, broadcast }: Pick<LogReportViewProps, 'report' | 'workspaceId' | 'broadcast'>) {
  const { optedOut } = report
  const optOutsAt = (status: string) => optedOut.statuses.find((row) => row.status === status)?.count ?? 0
  const rows: NowAtRow[] = [...report.byStatus]
  if (optedOut.count > 0) {
    const failed = rows.findIndex((row) => row.status === 'failed')
    const row: NowAtRow = { status: 'opted out', count: optedOut.count, share: optedOut.share, optedOut: true }
    rows.splice(failed < 0 ? rows.length : failed, 0, row)
  }
  const columns: Column<NowAtRow>[] = [
    {
      id: 'status',
      header: 'Now at',
      primary: true,
      cell: (row) => {
        const label = row.optedOut ? OPTED_OUT_LABEL : nowAtLabel(row.status)
        // A status's logs without the opt-outs taken from it, so the list shows as many as the row counts.
        const filter: LogFilter = row.optedOut
          ? { optOut: 'only' }
          : { status: row.status, ...(optOutsAt(row.status) > 0 && { optOut: 'without' }) }
        return (
          <FilterLink filter={filter} label={`Show the ${formatCount(row.count)} logs now at ${label.toLowerCase()}`}>
            {label}
          </FilterLink>
        )
      },
    },
    { id: 'logs', header: 'Logs', className: 'tabular-nums', cell: (row) => formatCount(row.count) },
    { id: 'share', header: 'Share', className: 'tabular-nums', cell: (row) => formatPercent(row.share) },
    {
      id: 'retarget',
      header: 'Retarget',
      cell: (row) =>
        row.optedOut ? (
          <span className="text-slate-600">None: they asked for no more</span>
        ) : (
          <RetargetLink
            workspaceId={workspaceId}
            broadcast={broadcast}
            engagement={row.status}
            recipients={row.count + optOutsAt(row.status)}
            optedOut={optOutsAt(row.status)}
          />
        ),
    },
  ]
  return (
    <div className="min-w-0 space-y-2">
      <DataTable
        label="Where each message is now (logs by status)"
        columns={columns}
        rows={rows}
        getRowKey={(row) => (row.optedOut ? ' opted out' : row.status)}
        empty={null}
      />
      <p className="text-sm text-slate-600">
        Each message counted once, at the furthest status its log got; opt-outs on a row of their own.
      </p>
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
                label={`Show the ${formatCount(row.count)} logs that failed with ${row.reason}`}
              >
                <span dir="auto">{row.reason}</span>
              </FilterLink>
            ),
        },
        { id: 'logs', header: 'Logs', className: 'tabular-nums', cell: (row) => formatCount(row.count) },
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
                label={`Show the ${formatCount(row.count)} logs to ${countryLabel(row.code)}`}
              >
                {countryLabel(row.code)}
              </FilterLink>
            ),
        },
        { id: 'logs', header: 'Logs', className: 'tabular-nums', cell: (row) => formatCount(row.count) },
        {
          id: 'share',
          header: 'Share',
          className: 'tabular-nums',
          cell: (row) => formatPercent(report.total === 0 ? 0 : row.count / report.total),
        },
      ]}
      rows={rows}
      getRowKey={(row) => row.code}
      empty={null}
    />
  )
}
