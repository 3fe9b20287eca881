import { type Column } from '@/components/column'
import { DataTable } from '@/components/data-table'
import { TextLink } from '@/components/text-link'
import { formatDuration } from '../sent-to-read'
import { COMPARED_STAGES, type ComparedStage } from './broadcast-stats'
import { formatCount, formatRate, type ComparedBroadcast } from './compared-broadcast'

const STAGE_HEADERS: Record<ComparedStage, string> = {
  delivered: 'Delivered',
  read: 'Read',
  replied: 'Replied',
  failed: 'Failed',
}

function TopList({ items, none }: { items: readonly { key: string; text: string }[]; none: string }) {
  if (items.length === 0) return <span className="text-slate-600">{none}</span>
  return (
    <ol className="space-y-1">
      {items.map((item) => (
        <li key={item.key} dir="auto" className="[overflow-wrap:anywhere]">
          {item.text}
        </li>
      ))}
    </ol>
  )
}

function compareColumns(workspaceId: string): Column<ComparedBroadcast>[] {
  return [
    {
      id: 'name',
      header: 'Broadcast',
      primary: true,
      className: 'sm:min-w-40 [overflow-wrap:anywhere]',
      cell: (row) => (
        <TextLink to="/w/$workspaceId/broadcasts/$broadcastId" params={{ workspaceId, broadcastId: row.id }} dir="auto">
          {row.label}
        </TextLink>
      ),
    },
    {
      id: 'recipients',
      header: 'Recipients',
      className: 'tabular-nums',
      cell: (row) => formatCount(row.stats.recipients),
    },
    ...COMPARED_STAGES.map((stage): Column<ComparedBroadcast> => ({
      id: stage,
      header: STAGE_HEADERS[stage],
      className: 'tabular-nums sm:whitespace-nowrap',
      cell: (row) => {
        const { count, rate } = row.stats.stages[stage]
        return (
          <>
            {formatCount(count)} <span className="text-slate-600">({formatRate(rate)})</span>
          </>
        )
      },
    })),
    {
      id: 'median',
      header: 'Median sent→read',
      className: 'tabular-nums',
      cell: (row) =>
        row.stats.medianSentToReadMs === undefined ? (
          <span className="text-slate-600">No log read</span>
        ) : (
          formatDuration(row.stats.medianSentToReadMs)
        ),
    },
    {
      id: 'reasons',
      header: 'Top failure reasons',
      className: 'sm:min-w-48',
      cell: (row) => (
        <TopList
          none="None"
          items={row.stats.failureReasons.map(({ reason, count }) => ({
            key: reason,
            text: `${reason}: ${formatCount(count)}`,
          }))}
        />
      ),
    },
    {
      id: 'countries',
      header: 'Top countries',
      className: 'sm:min-w-40',
      cell: (row) => (
        <TopList
          none="None"
          items={row.stats.countries.map(({ code, name, count }) => ({
            key: code,
            text: `${name}: ${formatCount(count)}`,
          }))}
        />
      ),
    },
  ]
}

/** One row per broadcast, its figures as counts and rates of its recipients; on phones each row is a card. */
export function CompareTable({ workspaceId, rows }: { workspaceId: string; rows: readonly ComparedBroadcast[] }) {
  return (
    <DataTable
      label="Broadcasts side by side"
      columns={compareColumns(workspaceId)}
      rows={rows}
      getRowKey={(row) => row.id}
      empty={null}
    />
  )
}
