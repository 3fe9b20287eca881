import { type Column } from '@/components/column'
import { DataTable } from '@/components/data-table'
import { formatCount } from '@/lib/format'
import { fromLogs } from './compare-table'
import { type ComparedBroadcast } from './compared-broadcast'

function TopList({ items, none }: { items: readonly { key: string; text: string }[]; none: string }) {
  if (items.length === 0) return <span className="text-slate-600">{none}</span>
  return (
    <ol className="space-y-0.5">
      {items.map((item) => (
        <li key={item.key} dir="auto" className="[overflow-wrap:anywhere]">
          {item.text}
        </li>
      ))}
    </ol>
  )
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
    {
      id: 'reasons',
      header: 'Top failure reasons',
      className: 'sm:py-2',
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
      className: 'sm:w-1/4 sm:py-2',
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
