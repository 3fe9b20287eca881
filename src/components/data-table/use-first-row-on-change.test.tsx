import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type Column } from './column'
import { Pagination } from './pagination'
import { useFirstRowOnChange } from './use-first-row-on-change'
import { VirtualTable } from './virtual-table'

/** A paged table as the screens build one: rows of the page, and the pagination below them that changes it. */
function PagedRows({ initialPage = 1 }: { initialPage?: number }) {
  const [page, setPage] = useState(initialPage)
  const [limit, setLimit] = useState(10)
  const table = useRef<HTMLDivElement>(null)
  useFirstRowOnChange(JSON.stringify({ page, limit }), table)
  return (
    <>
      <div ref={table} data-testid="table">
        Rows of page {page}
      </div>
      <Pagination page={page} limit={limit} rowCount={limit} onPageChange={setPage} onLimitChange={setLimit} />
    </>
  )
}

let tableTop = 0
let scrolledTo: number[] = []
let scrolledIntoView: { element: Element; options: unknown }[] = []

/** jsdom has no layout: the table's top is `tableTop`, and every scroll is recorded. */
beforeEach(() => {
  tableTop = 0
  scrolledTo = []
  scrolledIntoView = []
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() =>
    DOMRect.fromRect({ x: 0, y: tableTop, width: 800, height: 400 }),
  )
  vi.spyOn(Element.prototype, 'scrollTo').mockImplementation(function (options?: number | ScrollToOptions) {
    if (typeof options === 'object' && options.top !== undefined) scrolledTo.push(options.top)
  })
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
    this: Element,
    options?: boolean | ScrollIntoViewOptions,
  ) {
    scrolledIntoView.push({ element: this, options })
  })
})

describe('useFirstRowOnChange', () => {
  it('leaves the scroll alone on the first render and when the page stays the same', async () => {
    tableTop = -600
    const { rerender } = render(<PagedRows initialPage={3} />)
    rerender(<PagedRows initialPage={3} />)
    expect(scrolledTo).toEqual([])
    expect(scrolledIntoView).toEqual([])
  })

  it('brings a table scrolled above the window back into view on another page, and the pressed button keeps the focus', async () => {
    const user = userEvent.setup()
    render(<PagedRows />)
    tableTop = -1200
    const next = screen.getByRole('button', { name: 'Next' })
    await user.click(next)

    expect(screen.getByTestId('table')).toHaveTextContent('Rows of page 2')
    expect(scrolledIntoView).toEqual([{ element: screen.getByTestId('table'), options: { block: 'start' } }])
    expect(next).toHaveFocus()
  })

  it('does not scroll the window when the table’s top is already in view', async () => {
    const user = userEvent.setup()
    render(<PagedRows />)
    tableTop = 120
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByTestId('table')).toHaveTextContent('Rows of page 2')
    expect(scrolledIntoView).toEqual([])
  })

  it('starts again at the first row for a new page size too', async () => {
    const user = userEvent.setup()
    render(<PagedRows />)
    tableTop = -300
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50')
    expect(scrolledIntoView).toHaveLength(1)
  })
})

describe('VirtualTable with a view', () => {
  interface Log {
    id: string
  }
  const logs = (from: number) => Array.from({ length: 1000 }, (_, index) => ({ id: `log ${from + index}` }))
  const columns: Column<Log>[] = [{ id: 'id', header: 'Id', primary: true, cell: (log) => log.id }]
  const table = (view: string, rows: Log[]) => (
    <VirtualTable label="Logs" columns={columns} rows={rows} getRowKey={(log) => log.id} empty={null} view={view} />
  )

  it('scrolls its own area back to the top when the page changes, and only then', () => {
    const { rerender } = render(table('page 1', logs(1)))
    // The virtualizer places its own scroll as it mounts.
    scrolledTo = []
    rerender(table('page 1', logs(1)))
    expect(scrolledTo).toEqual([])

    rerender(table('page 2', logs(1001)))
    expect(scrolledTo).toEqual([0])
    expect(screen.getByRole('region', { name: 'Logs (scrollable)' })).toBeInTheDocument()
  })
})
