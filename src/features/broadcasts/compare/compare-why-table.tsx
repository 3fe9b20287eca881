import { type Column } from '@/components/data-table/column'
import { DataTable } from '@/components/data-table/data-table'
import { formatCount } from '@/lib/format'
import { fromLogs } from './compare-table'
import { type ComparedBroadcast } from './compared-broadcast'

type LogDetails = NonNullable<ComparedBroadcast['fromLogs']>

/** A count per name, most first. */
interface TopItem {
  key: string
  name: string
  count: number
}

function TopList({ items }: { items: readonly TopItem[] }) {
  if (items.length === 0) return <span className="text-slate-600">None</span>
  return (
    <ol className="space-y-0.5">
      {items.map((item) => (
        <li key={item.key} dir="auto" className="[overflow-wrap:anywhere]">
          {`${item.name}: ${formatCount(item.count)}`}
        </li>
      ))}
    </ol>
  )
}

/** A column of what the logs rank ("Not in the record" for a broadcast compared from its record). */
function topColumn(
  column: Pick<Column<ComparedBroadcast>, 'id' | 'header' | 'className'>,
  top: (details: LogDetails) => readonly TopItem[],
): Column<ComparedBroadcast> {
  return { ...column, cell: (row) => fromLogs(row, (details) => <TopList items={top(details)} />) }
}

/** What only the logs tell, in words: wide columns of their own. */
function whyColumns(): Column<ComparedBroadcast>[] {
  return [
    {
      id: 'name',
      header: 'Broadcast',
      primary: true,
      className: 'sm:w-1/5 sm:min-w-36 sm:py-2 font-medium [overflow-wrap:anywhere]',
      cell: (row) => <span dir="auto">{row.label}</span>,
    },
    topColumn({ id: 'reasons', header: 'Top failure reasons', className: 'sm:py-2' }, ({ failureReasons }) =>
      failureReasons.map(({ reason, count }) => ({ key: reason, name: reason, count })),
    ),
    topColumn({ id: 'countries', header: 'Top countries', className: 'sm:w-1/4 sm:py-2' }, ({ countries }) =>
      countries.map(({ code, name, count }) => ({ key: code, name, count })),
    ),
  ]
}

/**
 * Why sends failed and where they went, per broadcast: lists of words, kept out of the figures' table so its rows
 * stay one line high. None when every broadcast was compared from its record, which gives neither.
 */
export function CompareWhyTable({ rows }: { rows: readonly ComparedBroadcast[] }) {
  if (!rows.some((row) => row.fromLogs)) return null
  return (
    <section aria-labelledby="compare-why-heading" className="min-w-0 space-y-3">
      <h3 id="compare-why-heading" className="text-sm font-semibold text-slate-900">
        Why sends failed, and where they went
      </h3>
      <DataTable
        label="Failure reasons and countries"
        columns={whyColumns()}
        rows={rows}
        getRowKey={(row) => row.id}
        empty={null}
      />
    </section>
  )
}
