import type { ReactNode } from 'react'
import { type Column } from './column'

/** A column of machine text (ids, canonical names, addresses): small monospace, wrapping anywhere. */
export function monoColumn<Row>(id: string, header: string, cell: (row: Row) => ReactNode): Column<Row> {
  return { id, header, className: 'font-mono text-xs text-slate-700 [overflow-wrap:anywhere]', cell }
}
