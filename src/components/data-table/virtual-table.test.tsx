import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, type ReactNode, type Ref } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type ListRow } from '@/api/list-rows'
import { type Column } from './column'
import { cellTexts, headerTexts, peopleTableProps, type Person } from '@/test/table-test-kit'
import { VirtualTable, type VirtualTableHandle } from './virtual-table'

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index + 1}`,
    name: `Person ${index + 1}`,
    email: `person${index + 1}@example.com`,
  }))

const columns: Column<Person>[] = [
  { id: 'name', header: 'Name', primary: true, cell: (person) => person.name },
  { id: 'email', header: 'Email', cell: (person) => person.email },
]

const VIEWPORT_HEIGHT = 640
const ROW_HEIGHT = 48
let scrollTop = 0

/**
 * jsdom has no layout: every clientHeight and offsetHeight is 0. The virtualizer keeps its 1024×640 initial
 * rect only until it measures the scroll area after mount, and a 0-high area shows no row at all. So the
 * scroll area gets a browser's box here: 640 px high, rows 48 px, scrolled to `scrollTop`.
 */
beforeEach(() => {
  scrollTop = 0
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT_HEIGHT)
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1024)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT)
  vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(() => scrollTop)
})

/** The people in a table; an empty one says so. */
const peopleTable = (rows: readonly Person[], props: { empty?: ReactNode; busy?: boolean } = {}) => (
  <VirtualTable {...peopleTableProps} columns={columns} rows={rows} {...props} />
)

const renderTable = (rows: readonly Person[]) => render(peopleTable(rows))

/** The rows that carry a person: neither the header row nor the aria-hidden spacers. */
const dataRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('aria-rowindex'))
const rowIndexes = (table: HTMLElement) => dataRows(table).map((row) => Number(row.getAttribute('aria-rowindex')))

describe('VirtualTable', () => {
  it('is a named table whose headers and cells come from the columns', () => {
    renderTable(people(3))
    const table = screen.getByRole('table', { name: 'People' })
    expect(headerTexts(table)).toEqual(['Name', 'Email'])
    for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col')
    expect(dataRows(table).map(cellTexts)).toEqual([
      ['Person 1', 'person1@example.com'],
      ['Person 2', 'person2@example.com'],
      ['Person 3', 'person3@example.com'],
    ])
  })

  it('keeps only a bounded window of 5,000 rows in the DOM, each placed by aria-rowindex within aria-rowcount', () => {
    renderTable(people(5000))
    const table = screen.getByRole('table', { name: 'People' })
    // The header row is row 1 of rows + 1.
    expect(table).toHaveAttribute('aria-rowcount', '5001')

    const rows = dataRows(table)
    // 640 px of 48 px rows, plus the overscan below.
    expect(rows.length).toBeGreaterThanOrEqual(Math.ceil(VIEWPORT_HEIGHT / ROW_HEIGHT))
    expect(rows.length).toBeLessThanOrEqual(100)
    expect(rowIndexes(table)).toEqual(rows.map((_, index) => index + 2))
    expect(cellTexts(rows[0] as HTMLElement)).toEqual(['Person 1', 'person1@example.com'])
    expect(screen.queryByText('Person 5000')).not.toBeInTheDocument()
  })

  it('keeps the height of the rows beyond the window in an aria-hidden spacer row spanning every column', () => {
    renderTable(people(5000))
    const table = screen.getByRole('table', { name: 'People' })
    const spacers = table.querySelectorAll<HTMLTableRowElement>('tbody tr[aria-hidden="true"]')
    // At the top there is nothing before the window, only after it.
    expect(spacers).toHaveLength(1)
    const after = spacers[0]?.querySelector('td')
    expect(after).toHaveAttribute('colspan', '2')
    expect(Number.parseFloat(after?.style.height ?? '')).toBe((5000 - dataRows(table).length) * ROW_HEIGHT)
  })

  it('moves the window as the area scrolls, and the rows say where they sit', () => {
    renderTable(people(5000))
    const region = screen.getByRole('region', { name: 'People (scrollable)' })
    scrollTop = 2000 * ROW_HEIGHT
    fireEvent.scroll(region)

    const table = screen.getByRole('table', { name: 'People' })
    const indexes = rowIndexes(table)
    expect(indexes.length).toBeLessThanOrEqual(100)
    // Person 2001 (row 2002) is at the top of the view; the window holds it and runs on in order.
    expect(indexes).toContain(2002)
    expect(indexes).toEqual(indexes.map((_, offset) => (indexes[0] ?? 0) + offset))
    expect(screen.getByText('Person 2001').closest('tr')).toHaveAttribute('aria-rowindex', '2002')
    expect(screen.queryByText('Person 1')).not.toBeInTheDocument()
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(2)
  })

  it('shows the rows left after a filter, even when it was scrolled far down', () => {
    const view = renderTable(people(5000))
    scrollTop = 2000 * ROW_HEIGHT
    fireEvent.scroll(screen.getByRole('region', { name: 'People (scrollable)' }))
    expect(screen.getByText('Person 2001')).toBeInTheDocument()

    view.rerender(peopleTable(people(3)))
    const table = screen.getByRole('table', { name: 'People' })
    expect(table).toHaveAttribute('aria-rowcount', '4')
    expect(dataRows(table).map(cellTexts)).toEqual([
      ['Person 1', 'person1@example.com'],
      ['Person 2', 'person2@example.com'],
      ['Person 3', 'person3@example.com'],
    ])
    expect(rowIndexes(table)).toEqual([2, 3, 4])
  })

  it('wraps the table in a named, focusable scroll region so the keyboard can scroll it', () => {
    renderTable(people(50))
    const region = screen.getByRole('region', { name: 'People (scrollable)' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).toContainElement(screen.getByRole('table', { name: 'People' }))
    region.focus()
    expect(region).toHaveFocus()
  })

  it('shows the empty state instead of a table when there are no rows, and the rows once they come', () => {
    const view = renderTable([])
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(screen.getByText('Nobody here.')).toBeInTheDocument()

    view.rerender(peopleTable(people(2)))
    expect(screen.queryByText('Nobody here.')).not.toBeInTheDocument()
    expect(dataRows(screen.getByRole('table', { name: 'People' })).map(cellTexts)).toEqual([
      ['Person 1', 'person1@example.com'],
      ['Person 2', 'person2@example.com'],
    ])
  })

  it('marks the table busy while it refreshes, and only then', () => {
    const view = render(peopleTable(people(2), { empty: null, busy: true }))
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true')
    view.rerender(peopleTable(people(2), { empty: null }))
    expect(screen.getByRole('table', { name: 'People' })).not.toHaveAttribute('aria-busy')
  })
})

/** A row that is not the shape of a person, as the API's list parsing makes it. */
const unreadable = (index: number): ListRow<Person> => ({
  unreadableRow: true,
  index,
  problem: 'name: expected string',
  raw: {},
})

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

describe('VirtualTable rows that open', () => {
  const openableTable = (
    rows: readonly ListRow<Person>[],
    props: { activeIndex?: number; onRowActivate?(index: number): void; ref?: Ref<VirtualTableHandle> } = {},
  ) => <VirtualTable {...peopleTableProps} columns={columns} rows={rows} onRowActivate={() => undefined} {...props} />

  /** The rows in the tab order. */
  const tabStops = () => dataRows(screen.getByRole('table')).filter((row) => row.tabIndex === 0)

  it('are not focusable without onRowActivate', () => {
    renderTable(people(3))
    for (const row of dataRows(screen.getByRole('table'))) expect(row).not.toHaveAttribute('tabindex')
  })

  it('put one row in the tab order: the first, or the open one, which is marked current', () => {
    const view = render(openableTable(people(5)))
    expect(tabStops()).toEqual([rowOf('Person 1')])
    for (const row of dataRows(screen.getByRole('table')).slice(1)) expect(row).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('table').querySelector('[aria-current]')).toBeNull()

    view.rerender(openableTable(people(5), { activeIndex: 2 }))
    expect(tabStops()).toEqual([rowOf('Person 3')])
    expect(rowOf('Person 3')).toHaveAttribute('aria-current', 'true')
    expect(rowOf('Person 3')).toHaveClass('bg-indigo-50')
  })

  it('move focus and the tab stop with ArrowDown, ArrowUp, Home and End, rendering a row far away', async () => {
    render(openableTable(people(5000)))
    const user = userEvent.setup()
    await user.tab()
    await user.tab()
    expect(rowOf('Person 1')).toHaveFocus()

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(rowOf('Person 3')).toHaveFocus()
    expect(tabStops()).toEqual([rowOf('Person 3')])
    await user.keyboard('{ArrowUp}')
    expect(rowOf('Person 2')).toHaveFocus()

    await user.keyboard('{End}')
    expect(rowOf('Person 5000')).toHaveFocus()
    expect(rowOf('Person 5000')).toHaveAttribute('aria-rowindex', '5001')
    // The rows in view are still there, and a spacer stands for those between.
    expect(screen.getByText('Person 1')).toBeInTheDocument()
    expect(screen.getByRole('table').querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(1)

    await user.keyboard('{Home}')
    expect(rowOf('Person 1')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(rowOf('Person 1')).toHaveFocus()
  })

  it('skip unreadable rows, which take no focus', async () => {
    render(openableTable([...people(1), unreadable(1), ...people(3).slice(1)]))
    const unreadableRow = rowOf('Row 2 could not be read: name: expected string')
    expect(unreadableRow).not.toHaveAttribute('tabindex')
    const user = userEvent.setup()
    rowOf('Person 1').focus()
    await user.keyboard('{ArrowDown}')
    expect(rowOf('Person 2')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(rowOf('Person 1')).toHaveFocus()
  })

  it('open with Enter or a click, but not a click on a link in the row, nor one that selected text', async () => {
    const onRowActivate = vi.fn()
    const linked: Column<Person>[] = [
      ...columns,
      { id: 'profile', header: 'Profile', cell: (person) => <a href={`#${person.id}`}>Profile of {person.name}</a> },
    ]
    render(<VirtualTable {...peopleTableProps} columns={linked} rows={people(5)} onRowActivate={onRowActivate} />)
    const user = userEvent.setup()
    rowOf('Person 2').focus()
    await user.keyboard('{Enter}')
    expect(onRowActivate).toHaveBeenLastCalledWith(1)

    await user.click(screen.getByText('person4@example.com'))
    expect(onRowActivate).toHaveBeenLastCalledWith(3)
    expect(rowOf('Person 4')).toHaveFocus()
    expect(onRowActivate).toHaveBeenCalledTimes(2)

    await user.click(screen.getByRole('link', { name: 'Profile of Person 5' }))
    expect(onRowActivate).toHaveBeenCalledTimes(2)
    // Enter on the link follows the link, not the row.
    screen.getByRole('link', { name: 'Profile of Person 5' }).focus()
    await user.keyboard('{Enter}')
    expect(onRowActivate).toHaveBeenCalledTimes(2)

    vi.spyOn(window, 'getSelection').mockReturnValue({ toString: () => 'person5' } as Selection)
    fireEvent.click(screen.getByText('person5@example.com'))
    expect(onRowActivate).toHaveBeenCalledTimes(2)
  })

  it('let the parent focus a row later, even one out of view', () => {
    const ref = createRef<VirtualTableHandle>()
    render(openableTable(people(5000), { ref }))
    act(() => ref.current?.focusRow(3000))
    expect(rowOf('Person 3001')).toHaveFocus()
    expect(tabStops()).toEqual([rowOf('Person 3001')])
    act(() => ref.current?.focusRow(1))
    expect(rowOf('Person 2')).toHaveFocus()
    expect(screen.queryByText('Person 3001')).not.toBeInTheDocument()
  })
})

describe('VirtualTable columns with widths', () => {
  const sized: Column<Person>[] = [
    { id: 'name', header: 'Name', primary: true, width: 200, cell: (person) => person.name },
    {
      id: 'email',
      header: 'Email',
      width: 240,
      truncate: true,
      text: (person) => person.email,
      cell: (person) => <em>{person.email}</em>,
    },
  ]
  const sizedTable = (props: { onRowActivate?(index: number): void } = {}) => (
    <VirtualTable {...peopleTableProps} columns={sized} rows={people(3)} {...props} />
  )
  const colWidths = () =>
    [...screen.getByRole('table').querySelectorAll('col')].map((col) => Number.parseFloat(col.style.width))

  it('lay out fixed, each column as wide as it says, and the table as wide as they are', () => {
    render(sizedTable())
    const table = screen.getByRole('table', { name: 'People' })
    expect(table.style.tableLayout).toBe('fixed')
    expect(table.style.width).toBe('440px')
    expect(colWidths()).toEqual([200, 240])
    expect(headerTexts(table)).toEqual(['Name', 'Email'])
    expect(within(table).getByRole('columnheader', { name: 'Email' })).toBeInTheDocument()
  })

  it('resize from the keyboard: ArrowRight and ArrowLeft by 16 px, never under 64 px, Home back to the start', async () => {
    const view = render(sizedTable())
    const handle = screen.getByRole('separator', { name: 'Resize Name column' })
    expect(handle).toHaveAttribute('aria-orientation', 'vertical')
    expect(handle).toHaveAttribute('aria-valuenow', '200')
    expect(handle).toHaveAttribute('aria-valuemin', '64')
    expect(handle).toHaveAttribute('aria-valuemax', '1200')
    const user = userEvent.setup()
    handle.focus()
    await user.keyboard('{ArrowRight}')
    expect(handle).toHaveAttribute('aria-valuenow', '216')
    expect(colWidths()).toEqual([216, 240])
    expect(screen.getByRole('table').style.width).toBe('456px')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(colWidths()).toEqual([184, 240])
    await user.keyboard('{ArrowLeft>12/}')
    expect(handle).toHaveAttribute('aria-valuenow', '64')

    // The tab keeps the widths for the table's label.
    view.unmount()
    render(sizedTable())
    const again = screen.getByRole('separator', { name: 'Resize Name column' })
    expect(again).toHaveAttribute('aria-valuenow', '64')
    again.focus()
    await user.keyboard('{Home}')
    expect(again).toHaveAttribute('aria-valuenow', '200')
    expect(colWidths()).toEqual([200, 240])
  })

  it('resize by dragging a handle', () => {
    Element.prototype.setPointerCapture = vi.fn()
    render(sizedTable())
    const handle = screen.getByRole('separator', { name: 'Resize Email column' })
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 500 })
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 580 })
    expect(colWidths()).toEqual([200, 320])
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 580 })
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 700 })
    expect(handle).toHaveAttribute('aria-valuenow', '320')
  })

  it('resize right to left from the handle at the left edge: ArrowLeft and a drag to the left widen', async () => {
    Element.prototype.setPointerCapture = vi.fn()
    document.documentElement.dir = 'rtl'
    try {
      render(sizedTable())
      const handle = screen.getByRole('separator', { name: 'Resize Name column' })
      handle.focus()
      const user = userEvent.setup()
      await user.keyboard('{ArrowLeft}')
      expect(colWidths()).toEqual([216, 240])
      await user.keyboard('{ArrowRight}{ArrowRight}')
      expect(colWidths()).toEqual([184, 240])
      fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 500 })
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 420 })
      expect(colWidths()).toEqual([264, 240])
    } finally {
      document.documentElement.removeAttribute('dir')
    }
  })

  it('cut a truncating cell to one line with its whole value in the title, shown whole while its row has focus', () => {
    render(sizedTable({ onRowActivate: () => undefined }))
    const email = screen.getByText('person2@example.com')
    const cut = email.closest('[title]')
    expect(cut).toHaveAttribute('title', 'person2@example.com')
    expect(cut).toHaveClass('truncate')
    // A column that does not truncate has no title.
    expect(screen.getByText('Person 2').closest('[title]')).toBeNull()

    act(() => rowOf('Person 2').focus())
    expect(screen.getByText('person2@example.com').closest('.truncate')).toBeNull()
    expect(screen.getByText('person1@example.com').closest('.truncate')).not.toBeNull()
    act(() => rowOf('Person 2').blur())
    expect(screen.getByText('person2@example.com').closest('.truncate')).not.toBeNull()
  })

  it('lay out by content, and do not truncate, where rows are cards (phones)', () => {
    // A phone's window: narrower than Tailwind's sm breakpoint.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener() {},
      removeEventListener() {},
    }))
    try {
      render(sizedTable())
      expect(screen.getByRole('table').querySelector('colgroup')).toBeNull()
      expect(screen.getByRole('table').style.tableLayout).toBe('')
      expect(screen.queryByRole('separator')).not.toBeInTheDocument()
      expect(screen.getByText('person2@example.com').closest('[title]')).toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
