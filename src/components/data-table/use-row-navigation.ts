import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual'
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react'

interface RowNavigationOptions {
  count: number
  /** Rows that cannot be opened (e.g. unreadable ones) take no focus and are skipped. */
  canOpen(index: number): boolean
  /** The row shown as open, e.g. in a side panel. */
  activeIndex?: number
  /** Without it, rows are not focusable and this hook does nothing. */
  onActivate?(index: number): void
  /** Brings the row into the scroll area's view. */
  scrollToIndex(index: number): void
  /** What the rows are in; each rendered row carries its index in `data-index`. */
  body: RefObject<HTMLElement | null>
}

/** Inside a row, what a click is meant for instead of the row. */
const CONTROLS = 'a, button, input, select, textarea, summary, label, [role="button"]'

/**
 * Rows that open, for a virtualized table: a roving tabindex (one row in the tab order: the last focused, else the
 * open one, else the first in view), ArrowUp/ArrowDown/Home/End move focus between rows (rendering and scrolling to
 * the row first), and Enter or a click on the row (not on a control in it, and not one that selected text) opens it.
 * The focused row stays rendered while scrolled out of view (`keepRendered`), so focus is never dropped.
 */
export function useRowNavigation({
  count,
  canOpen,
  activeIndex,
  onActivate,
  scrollToIndex,
  body,
}: RowNavigationOptions) {
  /** The row that has focus, or is about to get it. */
  const [focused, setFocused] = useState<number>()
  /** The row in the tab order. */
  const [stop, setStop] = useState(activeIndex)
  const [shownActive, setShownActive] = useState(activeIndex)
  if (activeIndex !== shownActive) {
    setShownActive(activeIndex)
    if (activeIndex !== undefined) setStop(activeIndex)
  }
  const pending = useRef<number>(undefined)

  const focusPending = () => {
    if (pending.current === undefined) return
    const row = body.current?.querySelector<HTMLElement>(`:scope > [data-index="${pending.current}"]`)
    if (!row) return
    pending.current = undefined
    row.focus({ preventScroll: true })
  }
  // After each render: the row asked for may have just been rendered.
  useLayoutEffect(focusPending)

  /** Focuses the row, rendering it and scrolling to it first. */
  const focusRow = (index: number) => {
    if (!onActivate || index < 0 || index >= count || !canOpen(index)) return
    pending.current = index
    setFocused(index)
    scrollToIndex(index)
    focusPending()
  }

  const keepRendered = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (focused === undefined || focused >= range.count || indexes.includes(focused)) return indexes
      return [...indexes, focused].sort((a, b) => a - b)
    },
    [focused],
  )

  const nextOpenable = (from: number, step: 1 | -1) => {
    for (let index = from + step; index >= 0 && index < count; index += step) if (canOpen(index)) return index
    return undefined
  }

  /** The row in the tab order among those rendered: a row out of view would leave the table with none. */
  const tabStopIn = (rendered: readonly number[]) =>
    stop !== undefined && rendered.includes(stop) && canOpen(stop) ? stop : rendered.find(canOpen)

  const rowProps = (index: number, tabStop: number | undefined): ComponentProps<'tr'> => {
    if (!onActivate || !canOpen(index)) return {}
    const active = index === activeIndex
    return {
      tabIndex: index === tabStop ? 0 : -1,
      'aria-current': active || undefined,
      className: `cursor-pointer focus-visible:outline-2 focus-visible:outline-indigo-600 ${active ? 'bg-indigo-50' : 'hover:bg-slate-50'}`,
      // Inside the row: the scroll area would cut an outline drawn around it.
      style: { outlineOffset: -2 },
      onFocus: () => {
        setFocused(index)
        setStop(index)
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(undefined)
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.target !== event.currentTarget || event.altKey) return
        const moves: Partial<Record<string, () => number | undefined>> = {
          ArrowDown: () => nextOpenable(index, 1),
          ArrowUp: () => nextOpenable(index, -1),
          Home: () => nextOpenable(-1, 1),
          End: () => nextOpenable(count, -1),
        }
        const move = moves[event.key]
        if (event.key === 'Enter') onActivate(index)
        else if (move) {
          const target = move()
          if (target !== undefined) focusRow(target)
        } else return
        event.preventDefault()
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        const control = (event.target as Element).closest(CONTROLS)
        if (control && event.currentTarget.contains(control)) return
        if (window.getSelection()?.toString()) return
        onActivate(index)
      },
    }
  }

  return { focused, focusRow, keepRendered, tabStopIn, rowProps }
}
