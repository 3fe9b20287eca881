import type { ReactNode } from 'react'
import { isUnreadable, type ListRow } from '@/api/list-rows'
import { type Column } from './column'
import { ColumnCells, ColumnHeaderRow } from './column-cells'
import { TableSkeletonRows } from './table-skeleton'
import { UnreadableRowCell, unreadableRowKey } from './unreadable-row-cell'
import { Table, TableBody, TableHead, TableRow } from './ui/table'

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string
  columns: readonly Column<Row>[]
  /** Rows the API sent that are not the shape of a record show as one row that says so. */
  rows: readonly ListRow<Row>[]
  /** A stable key; the index is for rows that have nothing unique about them. */
  getRowKey(row: Row, index: number): string
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode
  /** Skeleton rows instead of the rows while they load. */
  pending?: boolean
  skeletonRows?: number
  /** New rows are on their way (e.g. the next page) while these stay shown. */
  busy?: boolean
}

/** A real table built from column definitions; on phones each row is a card (see ColumnCells). */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowKey,
  empty,
  pending = false,
  skeletonRows = 5,
  busy,
}: DataTableProps<Row>) {
  if (!pending && rows.length === 0) return empty
  return (
    <Table aria-label={label} aria-busy={busy || pending}>
      <TableHead>
        <ColumnHeaderRow columns={columns} />
      </TableHead>
      <TableBody>
        {pending ? (
          <TableSkeletonRows columns={columns.length} rows={skeletonRows} />
        ) : (
          rows.map((row, index) =>
            isUnreadable(row) ? (
              <TableRow key={unreadableRowKey(row)}>
                <UnreadableRowCell row={row} columns={columns.length} />
              </TableRow>
            ) : (
              <TableRow key={getRowKey(row, index)}>
                <ColumnCells columns={columns} row={row} />
              </TableRow>
            ),
          )
        )}
      </TableBody>
    </Table>
  )
}
