import { cn } from '@/lib/cn'
import { type Column } from './column'
import { TableCell, TableHeader, TableRow } from '../ui/table'

/** The header row, from the columns. */
export function ColumnHeaderRow<Row>({ columns }: { columns: readonly Column<Row>[] }) {
  return (
    <TableRow>
      {columns.map((column) => (
        <TableHeader key={column.id} className={column.headerClassName}>
          {column.header}
        </TableHeader>
      ))}
    </TableRow>
  )
}

/**
 * One row's cells, from the columns. On phones the row is a card: the primary column heads it, and every
 * other cell carries a visible copy of its header, aria-hidden since screen readers name the cell by its header.
 */
export function ColumnCells<Row>({ columns, row }: { columns: readonly Column<Row>[]; row: Row }) {
  return columns.map((column) => (
    <TableCell
      key={column.id}
      className={cn(column.primary && 'max-sm:order-first max-sm:text-base', column.className)}
    >
      {!column.primary && (
        <span
          aria-hidden="true"
          className="w-24 shrink-0 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:hidden"
        >
          {column.header}
        </span>
      )}
      <div className="min-w-0 flex-1 max-sm:break-words">{column.cell(row)}</div>
    </TableCell>
  ))
}
