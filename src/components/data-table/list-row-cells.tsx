import { isUnreadable, type ListRow } from '@/api/list-rows'
import { type Column } from './column'
import { ColumnCells } from './column-cells'
import { UnreadableRowCell, unreadableRowKey } from './unreadable-row-cell'

/** A list row's cells: the columns' cells, or one cell that says the API sent the row in another shape. */
export function ListRowCells<Row>({ row, columns }: { row: ListRow<Row>; columns: readonly Column<Row>[] }) {
  return isUnreadable(row) ? (
    <UnreadableRowCell row={row} columns={columns.length} />
  ) : (
    <ColumnCells columns={columns} row={row} />
  )
}

/** A list row's React key: the row's own, or an unreadable row's place. */
export function listRowKey<Row>(row: ListRow<Row>, index: number, getRowKey: (row: Row, index: number) => string) {
  return isUnreadable(row) ? unreadableRowKey(row) : getRowKey(row, index)
}
