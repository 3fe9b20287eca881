import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { cn } from '@/lib/cn'
import { towardEnd } from '@/lib/direction'
import { type Column } from './column'
import { TableHeader, TableRow } from '../ui/table'
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './use-column-widths'

/** What one press of an arrow key on a resize handle does to the width, in px (right to left, the other way round). */
const STEPS: Partial<Record<string, number>> = { ArrowLeft: -16, ArrowRight: 16 }

interface ResizableColumnsProps<Row> {
  columns: readonly Column<Row>[]
  widthOf(column: Column<Row>): number
  /** Without a width: back to the column's starting width. */
  onResize(column: Column<Row>, width?: number): void
}

/** The columns' widths, for a table laid out fixed. */
export function ColumnWidths<Row>({ columns, widthOf }: Omit<ResizableColumnsProps<Row>, 'onResize'>) {
  return (
    <colgroup>
      {columns.map((column) => (
        <col key={column.id} style={{ width: widthOf(column) }} />
      ))}
    </colgroup>
  )
}

/** The header row, each header with a handle at its end edge (the left one right to left) that resizes its column. */
export function ResizableHeaderRow<Row>({ columns, widthOf, onResize }: ResizableColumnsProps<Row>) {
  return (
    <TableRow>
      {columns.map((column) => (
        // The header's name is its text, not its handle's.
        <TableHeader key={column.id} aria-label={column.header} className={cn('relative', column.headerClassName)}>
          {column.header}
          <ResizeHandle header={column.header} width={widthOf(column)} onResize={(width) => onResize(column, width)} />
        </TableHeader>
      ))}
    </TableRow>
  )
}

interface ResizeHandleProps {
  header: string
  width: number
  onResize(width?: number): void
}

const HANDLE_STYLE = { insetInlineEnd: 0, width: 8, cursor: 'col-resize', touchAction: 'none' } as const

/** A focusable splitter: dragged, or moved with ArrowLeft/ArrowRight; Home gives the column its starting width. */
function ResizeHandle({ header, width, onResize }: ResizeHandleProps) {
  const drag = useRef<{ x: number; width: number } | null>(null)

  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = STEPS[event.key]
    const step = arrow === undefined ? undefined : towardEnd(event.currentTarget, arrow)
    if (step === undefined && event.key !== 'Home') return
    event.preventDefault()
    onResize(step === undefined ? undefined : width + step)
  }
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return
    // No text selection while dragging, and the moves keep coming when the pointer leaves the handle.
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { x: event.clientX, width }
  }
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current) onResize(drag.current.width + towardEnd(event.currentTarget, event.clientX - drag.current.x))
  }
  const stop = () => {
    drag.current = null
  }

  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={`Resize ${header} column`}
      data-tooltip=""
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      className="absolute inset-y-0 border-e border-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      style={HANDLE_STYLE}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
    />
  )
}
