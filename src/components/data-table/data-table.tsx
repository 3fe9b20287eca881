import { type ListRow } from '@/api/list-rows'
import { ColumnHeaderRow } from './column-cells'
import { ListRowCells, listRowKey } from './list-row-cells'
import { type TableProps } from './table-props'
import { TableSkeletonRows } from './table-skeleton'
import { Table, TableBody, TableHead, TableRow } from '../ui/table'

interface DataTableProps<Row> extends TableProps<Row> {
  /** Rows the API sent that are not the shape of a record show as one row that says so. */
  rows: readonly ListRow<Row>[]
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
          rows.map((row, index) => (
            <TableRow key={listRowKey(row, index, getRowKey)}>
              <ListRowCells row={row} columns={columns} />
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}
