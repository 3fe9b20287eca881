import { useState } from 'react'
import { type Column } from './column'

export const MIN_COLUMN_WIDTH = 64
export const MAX_COLUMN_WIDTH = 1200
/** A column without a width of its own, in a table whose other columns have one. */
const DEFAULT_COLUMN_WIDTH = 160

type Widths = Readonly<Record<string, number>>

const storageKey = (label: string) => `column-widths:${label}`

/** What this tab saved for the table; nothing if it saved nothing readable (or storage is off). */
function readWidths(label: string): Widths {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey(label)) ?? '{}')
    if (typeof saved !== 'object' || saved === null) return {}
    return Object.fromEntries(Object.entries(saved).filter((entry) => Number.isFinite(entry[1])))
  } catch {
    return {}
  }
}

function saveWidths(label: string, widths: Widths) {
  try {
    sessionStorage.setItem(storageKey(label), JSON.stringify(widths))
  } catch {
    // Storage off or full: the widths last as long as the table.
  }
}

const clamp = (width: number) => Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)))

/** The widths of a table's columns as the user resized them, kept per table label for the tab's session. */
export function useColumnWidths<Row>(label: string, columns: readonly Column<Row>[]) {
  const [resized, setResized] = useState(() => readWidths(label))
  const widthOf = (column: Column<Row>) => resized[column.id] ?? column.width ?? DEFAULT_COLUMN_WIDTH
  /** Without a width, the column goes back to its starting width. */
  const resize = (column: Column<Row>, width?: number) => {
    const next: Record<string, number> = { ...resized }
    if (width === undefined) delete next[column.id]
    else next[column.id] = clamp(width)
    setResized(next)
    saveWidths(label, next)
  }
  return {
    /** Whether the table lays out fixed: some column has a width. */
    fixed: columns.some((column) => column.width !== undefined),
    widthOf,
    resize,
    total: columns.reduce((sum, column) => sum + widthOf(column), 0),
  }
}
