import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type Column } from './column'
import { DataTable } from './data-table'
import { cellTexts, headerTexts, peopleTableProps, type Person } from '@/test/table-test-kit'

const people: Person[] = [
  { id: 'p1', name: 'Ada Lovelace', email: 'ada@example.com' },
  { id: 'p2', name: 'Alan Turing', email: 'alan@example.com' },
]

const columns: Column<Person>[] = [
  { id: 'name', header: 'Name', primary: true, cell: (person) => person.name },
  {
    id: 'email',
    header: 'Email',
    className: '[overflow-wrap:anywhere]',
    headerClassName: 'w-1/2',
    cell: (person) => person.email,
  },
]

function renderTable(props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  return render(<DataTable {...peopleTableProps} columns={columns} rows={people} {...props} />)
}

describe('DataTable', () => {
  it('shows a row the API sent in the wrong shape as one row that says so, between the others, with what was sent as text', () => {
    const unreadable = {
      unreadableRow: true as const,
      index: 1,
      problem: 'name: expected string, received number',
      raw: { id: 'p9', name: '<img src=x onerror=alert(1)>' },
    }
    renderTable({ rows: [people[0] as Person, unreadable, people[1] as Person] })
    const rows = within(screen.getByRole('table', { name: 'People' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('Ada Lovelace')
    expect(rows[1]).toHaveTextContent('Row 2 could not be read: name: expected string, received number')
    expect(within(rows[1] as HTMLElement).getByRole('cell')).toHaveAttribute('colspan', '2')
    expect(within(rows[1] as HTMLElement).getByText(/onerror=alert/)).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
    expect(rows[2]).toHaveTextContent('Alan Turing')
  })

  it('is a named table whose headers and cells both come from the columns', () => {
    renderTable()
    const table = screen.getByRole('table', { name: 'People' })
    expect(headerTexts(table)).toEqual(['Name', 'Email'])
    for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col')
    expect(within(table).getAllByRole('row').slice(1).map(cellTexts)).toEqual([
      ['Ada Lovelace', 'ada@example.com'],
      ['Alan Turing', 'alan@example.com'],
    ])
  })

  it('gives a column added to the definitions both a header and a cell in every row', () => {
    const withRole: Column<Person>[] = [
      ...columns,
      { id: 'role', header: 'Role', cell: (person) => (person.id === 'p1' ? 'Owner' : 'Member') },
    ]
    renderTable({ columns: withRole })
    expect(screen.getByRole('columnheader', { name: 'Role' })).toBeInTheDocument()
    expect(screen.getAllByRole('row').slice(1).map(cellTexts)).toEqual([
      ['Ada Lovelace', 'ada@example.com', 'Owner'],
      ['Alan Turing', 'alan@example.com', 'Member'],
    ])
  })

  it('applies the column classes to its header and cells', () => {
    renderTable()
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveClass('w-1/2')
    expect(screen.getByRole('cell', { name: /alan@example.com/ })).toHaveClass('[overflow-wrap:anywhere]')
  })

  it('keys rows by getRowKey, so a row keeps its DOM node when the order changes', () => {
    const view = renderTable()
    const adaRow = screen.getByText('Ada Lovelace').closest('tr')
    view.rerender(
      <DataTable
        label="People"
        columns={columns}
        rows={[...people].reverse()}
        getRowKey={(person) => person.id}
        empty={<p>Nobody here.</p>}
      />,
    )
    expect(screen.getByText('Ada Lovelace').closest('tr')).toBe(adaRow)
    expect(screen.getAllByRole('row')[2]).toBe(adaRow)
  })

  it('shows the empty state instead of a table when there are no rows', () => {
    renderTable({ rows: [] })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByText('Nobody here.')).toBeInTheDocument()
  })

  it('shows hidden skeleton rows under the real headers while pending, marked busy', () => {
    renderTable({ rows: [], pending: true, skeletonRows: 3 })
    const table = screen.getByRole('table', { name: 'People' })
    expect(table).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByText('Nobody here.')).not.toBeInTheDocument()
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2)
    const skeletonRows = table.querySelectorAll('tbody tr')
    expect(skeletonRows).toHaveLength(3)
    for (const row of skeletonRows) {
      expect(row).toHaveAttribute('aria-hidden', 'true')
      expect(row.querySelectorAll('td')).toHaveLength(2)
    }
  })

  describe('on phones, as cards', () => {
    it('labels every non-primary cell with its header, hidden from screen readers that read the header itself', () => {
      renderTable()
      const email = screen.getByRole('cell', { name: /ada@example.com/ })
      const label = email.firstElementChild
      expect(label).toHaveTextContent('Email')
      expect(label).toHaveAttribute('aria-hidden', 'true')
      expect(label).toHaveClass('sm:hidden')
      expect(email).toHaveAccessibleName('ada@example.com')
    })

    it('puts the primary column first in the card, without a label', () => {
      renderTable({ columns: [...columns].reverse() })
      const name = screen.getByRole('cell', { name: 'Ada Lovelace' })
      expect(name.children).toHaveLength(1)
      expect(name).toHaveClass('max-sm:order-first')
      expect(screen.getByRole('cell', { name: /ada@example.com/ })).not.toHaveClass('max-sm:order-first')
    })

    it('keeps table semantics when rows are restyled as blocks, with the header row left to screen readers', () => {
      renderTable()
      const table = screen.getByRole('table')
      expect(table).toHaveAttribute('role', 'table')
      expect(table.querySelector('thead')).toHaveClass('max-sm:sr-only')
      for (const row of table.querySelectorAll('tr')) expect(row).toHaveAttribute('role', 'row')
      for (const cell of table.querySelectorAll('td')) expect(cell).toHaveAttribute('role', 'cell')
    })
  })
})
