import { useCallback, useState, type ReactNode } from 'react'

/** Whether a table inside `box` is wider than the frame around it, which then scrolls sideways. */
function tableScrolls(box: HTMLElement): boolean {
  const table = box.querySelector('table')
  const frame = table?.parentElement
  return !!table && !!frame && frame.scrollWidth > frame.clientWidth + 1
}

/** A ref for the box around a table, and whether that table scrolls sideways now, followed as either is resized. */
function useTableScrolls(): [ref: (box: HTMLElement | null) => () => void, scrolls: boolean] {
  const [scrolls, setScrolls] = useState(false)
  const ref = useCallback((box: HTMLElement | null) => {
    // jsdom has no ResizeObserver, nor a layout to measure.
    if (!box || typeof ResizeObserver === 'undefined') return () => undefined
    const observer = new ResizeObserver(() => setScrolls(tableScrolls(box)))
    observer.observe(box)
    const table = box.querySelector('table')
    if (table) observer.observe(table)
    return () => observer.disconnect()
  }, [])
  return [ref, scrolls]
}

/**
 * Around a table that can be wider than the page (beside the sidebar on a tablet, say): when it is, a line above it
 * says that it scrolls sideways, which a cut-off column alone does not tell.
 */
export function SidewaysScroll({ children }: { children: ReactNode }) {
  const [ref, scrolls] = useTableScrolls()
  return (
    <div ref={ref} className="min-w-0 space-y-1.5">
      {scrolls && <p className="text-xs text-slate-600">Scroll the table sideways to see every column.</p>}
      {children}
    </div>
  )
}
