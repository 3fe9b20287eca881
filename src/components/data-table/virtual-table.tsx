import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import {
  Fragment,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react'
import { isUnreadable, type ListRow } from '@/api/list-rows'
import { ColumnHeaderRow } from './column-cells'
import { ColumnWidths, ResizableHeaderRow } from './column-resize'
import { ListRowCells, listRowKey } from './list-row-cells'
import { type TableProps } from './table-props'
import { truncatedColumns } from './truncated-columns'
import { Table, TableBody, TableCell, TableHead, TableRow } from '../ui/table'
import { useColumnWidths } from './use-column-widths'
import { useFirstRowOnChange } from './use-first-row-on-change'
import { useRowNavigation } from './use-row-navigation'
import { useRowsAsCards } from './use-rows-as-cards'

/** What a VirtualTable's parent can do with it. */
export interface VirtualTableHandle {
  /** Focuses row `index` (of `rows`), rendering and scrolling to it first: e.g. when a panel showing it closes. */
  focusRow(index: number): void
}

/** The scroll area is named after the table's label. */
interface VirtualTableProps<Row> extends TableProps<Row> {
  /** Rows the API sent that are not the shape of a record show as one row that says so. */
  rows: readonly ListRow<Row>[]
  /** A first guess of a row's height in px; real heights are measured as rows render. */
  estimateRowHeight?: number
  /** Rows rendered beyond the visible ones, above and below. */
  overscan?: number
  busy?: boolean
  /** Which rows these are (page, page size, filters): when it changes, the table starts again at its first row. */
  view?: string
  /** With it, rows are focusable and open with Enter or a click (see useRowNavigation); unreadable rows do not. */
  onRowActivate?(index: number): void
  /** The open row, marked aria-current. */
  activeIndex?: number
  ref?: Ref<VirtualTableHandle>
}

/**
 * A row's height from its ResizeObserver entry; a row just drawn has none yet, and keeps the size known for it (or the
 * estimate) instead of forcing a layout in the middle of the render: each keystroke in a search would pay for it.
 */
function measureWithoutLayout<Scroller extends Element | Window, Item extends Element>(
  element: Item,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Scroller, Item>,
): number {
  const box = entry?.borderBoxSize?.[0]
  if (box) return Math.round(box.blockSize)
  const index = instance.indexFromElement(element)
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
}

/**
 * Where `element` starts in the document, followed as whatever is above it grows or shrinks (the body's size changes
 * then): a list that scrolls with the window counts its rows from there.
 */
function useDocumentTop(element: RefObject<HTMLElement | null>, active: boolean): number {
  const [top, setTop] = useState(0)
  useLayoutEffect(() => {
    if (!active) return
    const measure = () => {
      const box = element.current?.getBoundingClientRect()
      if (box) setTop(Math.round(box.top + window.scrollY))
    }
    measure()
    if (typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [element, active])
  return active ? top : 0
}

/** Until the scroll area has been measured (the first render), lay out as if it were this big. */
const INITIAL_RECT = { width: 1024, height: 640 }
/**
 * About the header's height. The rows sit below it, which the virtualizer does not know: a row it scrolls to the
 * bottom edge needs this much more scroll to be in view (at the top edge the header's place already makes room).
 */
const HEADER_HEIGHT = 40

/**
 * A real table for thousands of in-memory rows: only the rows in view (plus `overscan`) are in the DOM, between
 * spacer rows that keep the scroll height. The scroll area is focusable so the keyboard can scroll it, and
 * aria-rowcount/aria-rowindex tell screen readers where each rendered row sits. With column widths (and wider than a
 * phone) the layout is fixed and the columns resizable; the area then scrolls sideways within itself. On phones, where
 * rows are cards, the rows scroll with the page instead of inside a box a few cards high.
 */
export function VirtualTable<Row>({
  label,
  columns,
  rows,
  getRowKey,
  empty,
  estimateRowHeight = 48,
  overscan = 12,
  busy,
  view = '',
  onRowActivate,
  activeIndex,
  ref,
}: VirtualTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  useFirstRowOnChange(view, scrollRef)
  const widths = useColumnWidths(label, columns)
  const cards = useRowsAsCards()
  const fixed = widths.fixed && !cards
  const cutColumns = useMemo(() => (fixed ? truncatedColumns(columns) : columns), [fixed, columns])
  const navigation = useRowNavigation({
    count: rows.length,
    canOpen: (index) => index < rows.length && !isUnreadable(rows[index] as ListRow<Row>),
    activeIndex,
    onActivate: onRowActivate,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index),
    body: bodyRef,
  })
  useImperativeHandle(ref, () => ({ focusRow: navigation.focusRow }))
  const margin = useDocumentTop(bodyRef, cards)
  const shared = {
    count: rows.length,
    estimateSize: () => estimateRowHeight,
    overscan,
    rangeExtractor: navigation.keepRendered,
    getItemKey: (index: number) => listRowKey(rows[index] as ListRow<Row>, index, getRowKey),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const inBox = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    ...shared,
    enabled: !cards,
    getScrollElement: () => scrollRef.current,
    initialRect: INITIAL_RECT,
    scrollPaddingEnd: HEADER_HEIGHT,
    measureElement: measureWithoutLayout,
  })
  const inWindow = useWindowVirtualizer<HTMLTableRowElement>({
    ...shared,
    enabled: cards,
    scrollMargin: margin,
    measureElement: measureWithoutLayout,
  })
  const virtualizer: Pick<typeof inBox, 'getVirtualItems' | 'getTotalSize' | 'measureElement' | 'scrollToIndex'> = cards
    ? inWindow
    : inBox

  if (rows.length === 0) return empty
  const items = virtualizer.getVirtualItems()
  const tabStop = navigation.tabStopIn(items.map((item) => item.index))
  // Rendered rows run on but for the focused row, kept while scrolled away: a spacer fills each gap. Scrolling with the
  // window, rows count from the top of the document; their gaps from the top of the table.
  const offset = cards ? margin : 0
  let end = 0
  const after = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? offset) - offset)

  return (
    <Table
      aria-label={label}
      aria-busy={busy || undefined}
      aria-rowcount={rows.length + 1}
      style={fixed ? { tableLayout: 'fixed', width: widths.total, minWidth: '100%' } : undefined}
      container={
        cards
          ? { ref: scrollRef }
          : {
              ref: scrollRef,
              tabIndex: 0,
              role: 'region',
              'aria-label': `${label} (scrollable)`,
              className:
                'max-h-[70vh] overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:outline-indigo-600',
            }
      }
    >
      {fixed && <ColumnWidths columns={columns} widthOf={widths.widthOf} />}
      <TableHead className="sticky top-0 z-10">
        {fixed ? (
          <ResizableHeaderRow columns={columns} widthOf={widths.widthOf} onResize={widths.resize} />
        ) : (
          <ColumnHeaderRow columns={columns} />
        )}
      </TableHead>
      <TableBody ref={bodyRef}>
        {items.map((item) => {
          const gap = item.start - offset - end
          end = item.end - offset
          return (
            <Fragment key={item.key}>
              {gap > 0 && <Spacer height={gap} columns={columns.length} />}
              <TableRow
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                {...navigation.rowProps(item.index, tabStop)}
              >
                <ListRowCells
                  row={rows[item.index] as ListRow<Row>}
                  columns={item.index === navigation.focused ? columns : cutColumns}
                />
              </TableRow>
            </Fragment>
          )
        })}
        {after > 0 && <Spacer height={after} columns={columns.length} />}
      </TableBody>
    </Table>
  )
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <TableRow aria-hidden="true" className="border-0 max-sm:p-0">
      <TableCell colSpan={columns} className="p-0" style={{ height }} />
    </TableRow>
  )
}
