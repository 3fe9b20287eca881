import { useRef, type ReactNode } from 'react'
import { listQuery, withLimit, withPage, type ListSearch } from '@/lib/list-search'
import { type Column } from './column'
import { DataTable } from './data-table'
import { ErrorState } from './error-state'
import { Pagination } from './pagination'
import { useFirstRowOnChange } from './use-first-row-on-change'

/** One page of rows already in memory; a page past the last shows the last. */
export function pageOf<Row>(rows: readonly Row[], page: number, limit: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / limit))
  const shown = Math.min(Math.max(1, page), pageCount)
  return { page: shown, pageCount, rows: rows.slice((shown - 1) * limit, shown * limit) }
}

interface InMemoryPagedTableProps<Row, Search extends ListSearch> {
  /** The table's accessible name. */
  label: string
  /** Every row to page through, filtered and in order; undefined until the read behind them is done. */
  rows: readonly Row[] | undefined
  /** That read: its error with a retry, and whether a refresh is on its way. */
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch(): unknown }
  errorTitle: string
  columns: readonly Column<Row>[]
  getRowKey(row: Row, index: number): string
  /** Shown instead of the table when no row is left. */
  empty: ReactNode
  /** The page and page size come from the list's URL state. */
  search: Search
  onSearchChange(next: Search): void
}

/**
 * A whole list read into memory, shown a page at a time with the last page known ("Page 2 of 5"): skeleton
 * rows until the read is done, the server's error with a retry. A failed refresh keeps the rows it had.
 */
export function InMemoryPagedTable<Row, Search extends ListSearch>({
  label,
  rows,
  query,
  errorTitle,
  columns,
  getRowKey,
  empty,
  search,
  onSearchChange,
}: InMemoryPagedTableProps<Row, Search>) {
  const { page, limit } = listQuery(search)
  const shown = rows && pageOf(rows, page, limit)
  const table = useRef<HTMLDivElement>(null)
  useFirstRowOnChange(JSON.stringify(search), table)
  return (
    <div ref={table}>
      {query.isError && (
        <div className={shown && 'mb-4'}>
          <ErrorState
            title={errorTitle}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      )}
      {(shown || !query.isError) && (
        <DataTable
          label={label}
          columns={columns}
          rows={shown?.rows ?? []}
          getRowKey={getRowKey}
          empty={empty}
          pending={!shown}
          skeletonRows={Math.min(limit, 10)}
          busy={query.isFetching}
        />
      )}
      <Pagination
        page={shown?.page ?? page}
        limit={limit}
        {...(shown ? { pageCount: shown.pageCount } : { rowCount: 0 })}
        onPageChange={(next) => onSearchChange(withPage(search, next))}
        onLimitChange={(next) => onSearchChange(withLimit(search, next))}
      />
    </div>
  )
}
