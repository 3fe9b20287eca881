import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { listQuery, type ListSearch } from '@/lib/list-search'
import { type Column } from './column'
import { PagedTable } from './paged-table'
import { bodyRows, headerTexts } from '@/test/table-test-kit'

interface Item {
  id: string
  name: string
}

const items: Item[] = Array.from({ length: 13 }, (_, index) => ({ id: `it_${index + 1}`, name: `Item ${index + 1}` }))
const columns: Column<Item>[] = [
  { id: 'name', header: 'Name', primary: true, cell: (item) => item.name },
  { id: 'id', header: 'ID', cell: (item) => item.id },
]

/** The API's paging over `items`, as a list screen would call it. */
const fetchPage = (search: ListSearch) => {
  const { page, limit, searchText } = listQuery(search)
  const matching = items.filter((item) => !searchText || item.name.includes(searchText))
  return Promise.resolve(matching.slice((page - 1) * limit, page * limit))
}

function ItemList({
  initial = {},
  queryFn = fetchPage,
}: {
  initial?: ListSearch
  queryFn?: (search: ListSearch) => Promise<Item[]>
}) {
  const [search, setSearch] = useState<ListSearch>(initial)
  const query = useQuery({
    queryKey: ['items', search],
    queryFn: () => queryFn(search),
    placeholderData: keepPreviousData,
    retry: false,
  })
  return (
    <PagedTable
      label="Items"
      query={query}
      columns={columns}
      getRowKey={(item) => item.id}
      empty={<p>No items.</p>}
      search={search}
      onSearchChange={setSearch}
      searchLabel="Search items"
    />
  )
}

function renderList(props: Parameters<typeof ItemList>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <ItemList {...props} />
    </QueryClientProvider>,
  )
}

const itemRows = () => bodyRows(screen.getByRole('table', { name: 'Items' }))

describe('PagedTable', () => {
  it('shows skeleton rows under the column headers until the page arrives, then a row per item', async () => {
    renderList()
    const table = screen.getByRole('table', { name: 'Items' })
    expect(headerTexts(table)).toEqual(['Name', 'ID'])
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(10)

    expect(await screen.findByRole('cell', { name: 'Item 1' })).toBeInTheDocument()
    expect(itemRows()).toHaveLength(10)
    expect(itemRows().at(-1)).toHaveTextContent('Item 10')
  })

  it('shows the empty state when the page comes back empty', async () => {
    renderList({ initial: { searchText: 'nothing like this' } })
    expect(await screen.findByText('No items.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it("shows the server's error, and Try again fetches the page again", async () => {
    const queryFn = vi.fn(fetchPage).mockRejectedValueOnce(new Error('The server is down'))
    renderList({ queryFn })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load items')
    expect(alert).toHaveTextContent('The server is down')

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('cell', { name: 'Item 1' })).toBeInTheDocument()
    expect(queryFn).toHaveBeenCalledTimes(2)
  })

  it('keeps the focus on Next when it lands on the last page', async () => {
    renderList()
    await screen.findByRole('cell', { name: 'Item 1' })
    const next = screen.getByRole('button', { name: 'Next' })
    expect(next).not.toHaveAttribute('aria-disabled')

    await userEvent.click(next)
    expect(await screen.findByRole('cell', { name: 'Item 13' })).toBeInTheDocument()
    expect(itemRows()).toHaveLength(3)
    expect(screen.getByText('Page 2')).toBeInTheDocument()
    expect(next).toHaveAttribute('aria-disabled', 'true')
    expect(next).toBeEnabled()
    expect(next).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    expect(screen.getByText('Page 2')).toBeInTheDocument()
    expect(next).toHaveFocus()
  })

  it('keeps the focus on Previous when it lands on the first page', async () => {
    renderList({ initial: { page: 2 } })
    await screen.findByRole('cell', { name: 'Item 11' })
    const previous = screen.getByRole('button', { name: 'Previous' })

    await userEvent.click(previous)
    expect(await screen.findByRole('cell', { name: 'Item 1' })).toBeInTheDocument()
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(previous).toHaveFocus()
  })

  it('keeps the paging, and its focus, when the next page fails to load', async () => {
    const queryFn = vi.fn(fetchPage)
    renderList({ queryFn })
    await screen.findByRole('cell', { name: 'Item 1' })
    queryFn.mockRejectedValueOnce(new Error('Timed out'))

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Timed out')
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled')
  })

  it('starts again at page 1 on a new search, keeping the focus in the search box', async () => {
    renderList({ initial: { page: 2 } })
    await screen.findByRole('cell', { name: 'Item 11' })
    const box = screen.getByRole('searchbox', { name: 'Search items' })

    await userEvent.type(box, 'Item 1{Enter}')
    expect(await screen.findByRole('cell', { name: 'Item 1' })).toBeInTheDocument()
    expect(screen.getByText('Page 1')).toBeInTheDocument()
    expect(itemRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Item 1',
      'Item 10',
      'Item 11',
      'Item 12',
      'Item 13',
    ])
    expect(box).toHaveFocus()
  })
})
