import { type Column } from './column'

/** The columns, with the cells of truncating ones cut to one line and their whole value in the title (hover). */
export function truncatedColumns<Row>(columns: readonly Column<Row>[]): readonly Column<Row>[] {
  return columns.map((column) =>
    column.truncate
      ? {
          ...column,
          cell: (row: Row) => (
            <span className="block truncate" title={column.text?.(row) || undefined}>
              {column.cell(row)}
            </span>
          ),
        }
      : column,
  )
}
