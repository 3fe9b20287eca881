import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * When `view` changes (another page, page size or filter), the table shows its first row: a table that scrolls
 * within itself goes back to its top, and a table whose top is above the window's view is scrolled into it. Focus
 * is not moved: the pagination button that was pressed keeps it.
 */
export function useFirstRowOnChange(view: string, table: RefObject<HTMLElement | null>): void {
  const shown = useRef(view)
  useLayoutEffect(() => {
    if (shown.current === view) return
    shown.current = view
    const element = table.current
    if (!element) return
    element.scrollTo({ top: 0 })
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' })
  }, [view, table])
}
