import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { type Column } from './column'
import { TableSkeletonRows } from './table-skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table'

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  getRowKey(row: Row): string
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode
  /** Skeleton rows instead of the rows while they load. */
  pending?: boolean
  skeletonRows?: number
  /** New rows are on their way (e.g. the next page) while these stay shown. */
  busy?: boolean
}

/**
 * A real table built from column definitions. On phones each row is a card: the primary column heads it,
 * and every other cell carries a visible copy of its header. That copy is aria-hidden, since screen
 * readers already name the cell by its column header.
 */
export function DataTable<Row>({ label, columns, rows, getRowKey, empty, pending = false, skeletonRows = 5, busy }: DataTableProps<Row>) {
  if (!pending && rows.length === 0) return empty
  return (
    <Table aria-label={label} aria-busy={busy || pending}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableHeader key={column.id} className={column.headerClassName}>
              {column.header}
            </TableHeader>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {pending ? (
          <TableSkeletonRows columns={columns.length} rows={skeletonRows} />
        ) : (
          rows.map((row) => (
            <TableRow key={getRowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.id} className={cn(column.primary && 'max-sm:order-first max-sm:text-base', column.className)}>
                  {!column.primary && (
                    <span aria-hidden="true" className="w-24 shrink-0 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:hidden">
                      {column.header}
                    </span>
                  )}
                  <div className="min-w-0 flex-1 max-sm:break-words">{column.cell(row)}</div>
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}
