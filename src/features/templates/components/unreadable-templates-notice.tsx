import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import type { UnreadableTemplate } from '@/resources/templates-every'
import { formatCountOf } from '@/lib/format'

/** Where in the API's pages a row was: people count rows from one. */
const placeOf = ({ page, index }: UnreadableTemplate) => `Page ${page}, row ${index + 1}`

/**
 * Rows of the read of every template that are not the shape of a template: the filters, the order and the
 * totals leave them out, and this says so, with what is wrong with each.
 */
export function UnreadableTemplatesNotice({ rows }: { rows: readonly UnreadableTemplate[] }) {
  if (rows.length === 0) return null
  return (
    <div role="note" className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-start gap-2">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span>
          {formatCountOf(rows.length, 'template', 'templates')} could not be read, so the filters, the order and the
          totals leave {rows.length === 1 ? 'it' : 'them'} out.
        </span>
      </p>
      <details className="ms-6 mt-1">
        <summary className="cursor-pointer rounded-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
          What could not be read
        </summary>
        <ul className="mt-1 list-disc space-y-0.5 ps-5 text-xs">
          {rows.map((row) => (
            <li key={`${row.page}-${row.index}`} className="[overflow-wrap:anywhere]">
              {placeOf(row)}: {row.problem}
            </li>
          ))}
        </ul>
      </details>
    </div>
  )
}
