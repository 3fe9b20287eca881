import type { ReactNode } from 'react'
import { type Column } from '@/components/data-table/column'
import { DataTable } from '@/components/data-table/data-table'
import { NotGiven } from '@/components/not-given'
import { SidewaysScroll } from '@/components/data-table/sideways-scroll'
import { TextLink } from '@/components/text-link'
import { formatCount } from '@/lib/format'
import { formatDuration } from '@/lib/format-duration'
import { BroadcastFigure } from '../components/broadcast-figure'
import { COMPARED_STAGES, type ComparedStage } from './broadcast-stats'
import { type ComparedBroadcast } from './compared-broadcast'

const STAGE_HEADERS: Record<ComparedStage, string> = {
  delivered: 'Delivered',
  read: 'Read',
  replied: 'Replied',
  failed: 'Failed',
}

/** Figures are short: their cells stay compact, from `sm` up on one line each (a rate goes under its count). */
const FIGURE = 'tabular-nums sm:px-3 sm:py-2'
const FIGURE_HEADER = 'px-3'

/** A figure only the logs give: for a broadcast compared from its record, it says so. */
export function fromLogs(
  row: ComparedBroadcast,
  cell: (details: NonNullable<ComparedBroadcast['fromLogs']>) => ReactNode,
) {
  return row.fromLogs ? cell(row.fromLogs) : <span className="text-slate-600">Not in the record</span>
}

function nameColumn(workspaceId: string): Column<ComparedBroadcast> {
  return {
    id: 'name',
    header: 'Broadcast',
    primary: true,
    className: 'sm:min-w-36 sm:py-2 [overflow-wrap:anywhere]',
    cell: (row) => (
      <>
        <TextLink to="/w/$workspaceId/broadcasts/$broadcastId" params={{ workspaceId, broadcastId: row.id }} dir="auto">
          {row.label}
        </TextLink>
        {row.source === 'record' && (
          <span className="block text-xs font-normal text-slate-600">From the broadcast record</span>
        )}
      </>
    ),
  }
}

/** The counts and rates, and the time to read: short figures, so the table fits beside the sidebar. */
function figureColumns(workspaceId: string): Column<ComparedBroadcast>[] {
  return [
    nameColumn(workspaceId),
    {
      id: 'recipients',
      header: 'Recipients',
      className: FIGURE,
      headerClassName: FIGURE_HEADER,
      cell: (row) => (row.recipients === undefined ? <NotGiven /> : formatCount(row.recipients)),
    },
    ...COMPARED_STAGES.map((stage): Column<ComparedBroadcast> => ({
      id: stage,
      header: STAGE_HEADERS[stage],
      className: FIGURE,
      headerClassName: FIGURE_HEADER,
      cell: (row) => <BroadcastFigure count={row.stages[stage]} recipients={row.recipients} stacked />,
    })),
    {
      id: 'median',
      header: 'Median sent→read',
      className: FIGURE,
      headerClassName: FIGURE_HEADER,
      cell: (row) =>
        fromLogs(row, ({ medianSentToReadMs }) =>
          medianSentToReadMs === undefined ? (
            <span className="text-slate-600">No log read</span>
          ) : (
            formatDuration(medianSentToReadMs)
          ),
        ),
    },
  ]
}

interface CompareTableProps {
  workspaceId: string
  rows: readonly ComparedBroadcast[]
}

/** One row per broadcast, its figures as counts and rates of its recipients; on phones each row is a card. */
export function CompareTable({ workspaceId, rows }: CompareTableProps) {
  return (
    <SidewaysScroll>
      <DataTable
        label="Broadcasts side by side"
        columns={figureColumns(workspaceId)}
        rows={rows}
        getRowKey={(row) => row.id}
        empty={null}
      />
    </SidewaysScroll>
  )
}
