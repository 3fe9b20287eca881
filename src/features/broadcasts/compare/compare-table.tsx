import type { ReactNode } from 'react'
import { type Column } from '@/components/column'
import { DataTable } from '@/components/data-table'
import { NotGiven } from '@/components/not-given'
import { TextLink } from '@/components/text-link'
import { formatCount } from '@/lib/format'
import { BroadcastFigure } from '../components/broadcast-figure'
import { formatDuration } from '../sent-to-read'
import { COMPARED_STAGES, type ComparedStage } from './broadcast-stats'
import { type ComparedBroadcast } from './compared-broadcast'

const STAGE_HEADERS: Record<ComparedStage, string> = {
  delivered: 'Delivered',
  read: 'Read',
  replied: 'Replied',
  failed: 'Failed',
}

/** A figure only the logs give: for a broadcast compared from its record, it says so. */
function fromLogs(row: ComparedBroadcast, cell: (details: NonNullable<ComparedBroadcast['fromLogs']>) => ReactNode) {
  return row.fromLogs ? cell(row.fromLogs) : <span className="text-slate-600">Not in the record</span>
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
        <>
          <TextLink
            to="/w/$workspaceId/broadcasts/$broadcastId"
            params={{ workspaceId, broadcastId: row.id }}
            dir="auto"
          >
            {row.label}
          </TextLink>
          {row.source === 'record' && (
            <span className="block text-xs font-normal text-slate-600">From the broadcast record</span>
          )}
        </>
      ),
    },
    {
      id: 'recipients',
      header: 'Recipients',
      className: 'tabular-nums',
      cell: (row) => (row.recipients === undefined ? <NotGiven /> : formatCount(row.recipients)),
    },
    ...COMPARED_STAGES.map((stage): Column<ComparedBroadcast> => ({
      id: stage,
      header: STAGE_HEADERS[stage],
      className: 'tabular-nums sm:whitespace-nowrap',
      cell: (row) => <BroadcastFigure count={row.stages[stage]} recipients={row.recipients} />,
    })),
    {
      id: 'median',
      header: 'Median sent→read',
      className: 'tabular-nums',
      cell: (row) =>
        fromLogs(row, ({ medianSentToReadMs }) =>
          medianSentToReadMs === undefined ? (
            <span className="text-slate-600">No log read</span>
          ) : (
            formatDuration(medianSentToReadMs)
          ),
        ),
    },
    {
      id: 'reasons',
      header: 'Top failure reasons',
      className: 'sm:min-w-48',
      cell: (row) =>
        fromLogs(row, ({ failureReasons }) => (
          <TopList
            none="None"
            items={failureReasons.map(({ reason, count }) => ({
              key: reason,
              text: `${reason}: ${formatCount(count)}`,
            }))}
          />
        )),
    },
    {
      id: 'countries',
      header: 'Top countries',
      className: 'sm:min-w-40',
      cell: (row) =>
        fromLogs(row, ({ countries }) => (
          <TopList
            none="None"
            items={countries.map(({ code, name, count }) => ({ key: code, text: `${name}: ${formatCount(count)}` }))}
          />
        )),
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
