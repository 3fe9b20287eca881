import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { type ListRow } from '@/api/list-rows'
import { ColumnHeaderRow } from './column-cells'
import { ListRowCells, listRowKey } from './list-row-cells'
import { type TableProps } from './table-props'
import { Table, TableBody, TableCell, TableHead, TableRow } from './ui/table'
import { useFirstRowOnChange } from './use-first-row-on-change'

/** The scroll area is named after the table's label. */
interface VirtualTableProps<Row> extends TableProps<Row> {
  /** Rows the API sent that are not the shape of a record show as one row that says so. */
  rows: readonly ListRow<Row>[]
  /** A first guess of a row's height in px; real heights are measured as rows render. */
  estimateRowHeight?: number
  /** Rows rendered beyond the visible ones, above and below. */
  overscan?: number
  busy?: boolean
  /** Which rows these are (page, page size, filters): when it changes, the table starts again at its first row. */
  view?: string
}

/** Until the scroll area has been measured (the first render), lay out as if it were this big. */
const INITIAL_RECT = { width: 1024, height: 640 }

/**
 * A real table for thousands of in-memory rows: only the rows in view (plus `overscan`) are in the DOM, between
 * two spacer rows that keep the scroll height. The scroll area is focusable so the keyboard can scroll it, and
 * aria-rowcount/aria-rowindex tell screen readers where each rendered row sits.
 */
export function VirtualTable<Row>({
  label,
  columns,
  rows,
  getRowKey,
  empty,
  estimateRowHeight = 48,
  overscan = 12,
  busy,
  view = '',
}: VirtualTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  useFirstRowOnChange(view, scrollRef)
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    overscan,
    initialRect: INITIAL_RECT,
    getItemKey: (index) => listRowKey(rows[index] as ListRow<Row>, index, getRowKey),
  })

  if (rows.length === 0) return empty
  const items = virtualizer.getVirtualItems()
  const before = items[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)

  return (
    <Table
      aria-label={label}
      aria-busy={busy || undefined}
      aria-rowcount={rows.length + 1}
      container={{
        ref: scrollRef,
        tabIndex: 0,
        role: 'region',
        'aria-label': `${label} (scrollable)`,
        className:
          'max-h-[70vh] overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:outline-indigo-600',
      }}
    >
      <TableHead className="sticky top-0 z-10">
        <ColumnHeaderRow columns={columns} />
      </TableHead>
      <TableBody>
        {before > 0 && <Spacer height={before} columns={columns.length} />}
        {items.map((item) => (
          <TableRow
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            aria-rowindex={item.index + 2}
          >
            <ListRowCells row={rows[item.index] as ListRow<Row>} columns={columns} />
          </TableRow>
        ))}
        {after > 0 && <Spacer height={after} columns={columns.length} />}
      </TableBody>
    </Table>
  )
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <TableRow aria-hidden="true" className="border-0 max-sm:p-0">
      <TableCell colSpan={columns} className="p-0" style={{ height }} />
    </TableRow>
  )
}
