import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { type ListSearch } from '@/lib/list-search'
import { type Column } from './column'
import { InMemoryPagedTable, pageOf } from './in-memory-paged-table'

interface Item {
  id: string
  name: string
}

const items: Item[] = Array.from({ length: 23 }, (_, index) => ({ id: `it_${index + 1}`, name: `Item ${index + 1}` }))
const columns: Column<Item>[] = [{ id: 'name', header: 'Name', primary: true, cell: (item) => item.name }]
const idle: { isError: boolean; error: unknown; isFetching: boolean; refetch(): unknown } = {
  isError: false,
  error: null,
  isFetching: false,
  refetch: () => {},
}

function ItemList({
  rows,
  query = idle,
  initial = {},
}: {
  rows: readonly Item[] | undefined
  query?: typeof idle
  initial?: ListSearch
}) {
  const [search, setSearch] = useState<ListSearch>(initial)
  return (
    <InMemoryPagedTable
      label="Items"
      rows={rows}
      query={query}
      errorTitle="Could not read the items"
      columns={columns}
      getRowKey={(item) => item.id}
      empty={<p>No items.</p>}
      search={search}
      onSearchChange={setSearch}
    />
  )
}

const shownNames = () =>
  within(screen.getByRole('table', { name: 'Items' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent)

describe('pageOf', () => {
  it('slices the page and counts the pages', () => {
    expect(pageOf(items, 1, 10)).toMatchObject({ page: 1, pageCount: 3 })
    expect(pageOf(items, 3, 10).rows.map((item) => item.id)).toEqual(['it_21', 'it_22', 'it_23'])
    expect(pageOf(items, 1, 25)).toEqual({ page: 1, pageCount: 1, rows: items })
    expect(pageOf(items.slice(0, 20), 2, 10).rows).toHaveLength(10)
  })

  it('shows the last page for a page past it, and one empty page for no rows', () => {
    expect(pageOf(items, 9, 10)).toMatchObject({ page: 3, pageCount: 3 })
    expect(pageOf(items, 0, 10)).toMatchObject({ page: 1 })
    expect(pageOf([], 4, 10)).toEqual({ page: 1, pageCount: 1, rows: [] })
  })
})

describe('InMemoryPagedTable', () => {
  it('shows skeleton rows until the rows are there', () => {
    render(<ItemList rows={undefined} />)
    const table = screen.getByRole('table', { name: 'Items' })
    expect(table).toHaveAttribute('aria-busy', 'true')
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(10)
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('pages through the rows to the last page, which it knows', async () => {
    const user = userEvent.setup()
    render(<ItemList rows={items} />)
    expect(shownNames()).toHaveLength(10)
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()

    const next = screen.getByRole('button', { name: 'Next' })
    await user.click(next)
    await user.click(next)
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument()
    expect(shownNames()).toEqual(['Item 21', 'Item 22', 'Item 23'])
    expect(next).toHaveAttribute('aria-disabled', 'true')
    expect(next).toHaveFocus()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument()
    expect(shownNames()).toHaveLength(23)
  })

  it('shows the last page for a page past it, and the empty state when no row is left', () => {
    const { unmount } = render(<ItemList rows={items} initial={{ page: 7 }} />)
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument()
    unmount()
    render(<ItemList rows={[]} />)
    expect(screen.getByText('No items.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it("shows the server's error with a retry, and keeps the rows it had when only a refresh failed", async () => {
    const refetch = vi.fn()
    const failed = { ...idle, isError: true, error: new Error('The server is down'), refetch }
    const { rerender } = render(<ItemList rows={undefined} query={failed} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Could not read the items')
    expect(alert).toHaveTextContent('The server is down')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledOnce()

    rerender(<ItemList rows={items} query={failed} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The server is down')
    expect(shownNames()).toHaveLength(10)
  })
})
