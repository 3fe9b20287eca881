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
  /** Classes for the column's cells, e.g. a name's minimum width or `break-words` for long names. */
  className?: string
  headerClassName?: string
  /** The row's name: on phones it heads the row's card, without a label. */
  primary?: boolean
  /**
   * The column's starting width in px. A VirtualTable with widths lays out fixed (its shape never depends on its
   * content) and lets the user resize them; a DataTable lays out by content and ignores them.
   */
  width?: number
  /** In a fixed layout, the cell is one line cut with an ellipsis; the row's keyboard focus shows it whole. */
  truncate?: boolean
  /** The cell's whole value as text: a truncated cell's title (shown on hover). */
  text?(row: Row): string
}
