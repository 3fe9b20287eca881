import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import type { UnreadableRow } from '@/api/list-rows'
import { TableCell } from '../ui/table'

/** What the API sent, as text, cut short: a runaway value must not make the row a page long. */
const RAW_LIMIT = 2_000

/** The row came from parsed JSON, so it always has a JSON text. */
function rawText(raw: unknown): string {
  const text = JSON.stringify(raw, null, 2)
  return text.length > RAW_LIMIT ? `${text.slice(0, RAW_LIMIT)}…` : text
}

/** A row of a list that is not the shape of its record: one cell across the table that says so, with what was sent. */
export function UnreadableRowCell({ row, columns }: { row: UnreadableRow; columns: number }) {
  return (
    <TableCell colSpan={columns} className="bg-amber-50 max-sm:flex-col max-sm:items-stretch max-sm:gap-1">
      <p className="flex items-start gap-2 text-sm text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          Row {row.index + 1} could not be read: {row.problem}
        </span>
      </p>
      <details className="ms-6 mt-1 text-xs text-slate-700">
        <summary className="cursor-pointer rounded-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
          What the API sent
        </summary>
        <pre className="mt-1 max-h-48 overflow-auto rounded bg-white p-2 [overflow-wrap:anywhere] whitespace-pre-wrap">
          {rawText(row.raw)}
        </pre>
      </details>
    </TableCell>
  )
}

/** The React key of an unreadable row: its place in the page is all it has. */
export const unreadableRowKey = (row: UnreadableRow) => `unreadable-row-${row.index}`
