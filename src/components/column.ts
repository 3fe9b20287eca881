import type { ReactNode } from 'react'

/**
 * One column of a table, declared once: its header and every row's cell both come from it, so they
 * cannot drift apart. The same columns serve a server-paged list and rows already in memory.
 */
export interface Column<Row> {
  id: string
  /** The header, and the cell's label where rows show as cards (phones). */
  header: string
  cell(row: Row): ReactNode
  /** Classes for the column's cells, e.g. a name's minimum width or `[overflow-wrap:anywhere]` for ids and URLs. */
  className?: string
  headerClassName?: string
  /** The row's name: on phones it heads the row's card, without a label. */
  primary?: boolean
}
