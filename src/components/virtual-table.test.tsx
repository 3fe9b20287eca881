import { fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type Column } from './column'
import { cellTexts, headerTexts, peopleTableProps, type Person } from './table-test-kit'
import { VirtualTable } from './virtual-table'

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
