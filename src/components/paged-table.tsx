import type { UseQueryResult } from '@tanstack/react-query'
import { useRef, type ReactNode } from 'react'
import type { ListRow } from '@/api/list-rows'
import { listQuery, withLimit, withPage, withSearchText, type ListSearch } from '@/lib/list-search'
import { type Column } from './column'
import { DataTable } from './data-table'
import { ErrorState } from './error-state'
import { Pagination } from './pagination'
import { SearchInput } from './search-input'
import { useFirstRowOnChange } from './use-first-row-on-change'

interface PagedTableProps<Row, Search extends ListSearch> {
  /** The table's accessible name. */
  label: string
  query: UseQueryResult<ListRow<Row>[]>
  errorTitle: string
  columns: readonly Column<Row>[]
  /** A stable key; the index is for rows that have nothing unique about them. */
  getRowKey(row: Row, index: number): string
  /** Shown instead of the table when the page came back empty. */
  empty: ReactNode
  /** The list's URL state, and how to change it. */
  search: Search
  onSearchChange(next: Search): void
  /** Label of the search box; no search box when absent (the API cannot search this list). */
  searchLabel?: string
  /** More filters, beside the search box. */
  filters?: ReactNode
  /** Above the table, below the filters: e.g. a note about the rows on this page. */
  notice?: ReactNode
}

/**
 * One page of an API list, driven by its URL state: a debounced search box, skeleton rows while loading,
 * the server's error with a retry, an empty state, and paging. The paging stays in place whatever the page
 * shows, so the button that was pressed keeps the focus.
 */
export function PagedTable<Row, Search extends ListSearch = ListSearch>({
  label,
  query,
  errorTitle,
  columns,
  getRowKey,
  empty,
  search,
  onSearchChange,
  searchLabel,
  filters,
  notice,
}: PagedTableProps<Row, Search>) {
  const { page, limit, searchText } = listQuery(search)
  const rows = query.data ?? []
  const table = useRef<HTMLDivElement>(null)
  useFirstRowOnChange(JSON.stringify(search), table)
  return (
    <>
      {(searchLabel || filters) && (
        <div className="mb-4 flex flex-wrap items-end gap-3">
          {searchLabel && (
            <SearchInput
              label={searchLabel}
              value={searchText ?? ''}
              onSearch={(text) => onSearchChange(withSearchText(search, text))}
            />
          )}
          {filters}
        </div>
      )}
      {notice}
      <div ref={table}>
        {query.isError ? (
          <ErrorState
            title={errorTitle}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <DataTable
            label={label}
            columns={columns}
            rows={rows}
            getRowKey={getRowKey}
            empty={empty}
            pending={query.isPending}
            skeletonRows={Math.min(limit, 10)}
            busy={query.isFetching}
          />
        )}
      </div>
      <Pagination
        page={page}
        limit={limit}
        rowCount={query.isError ? 0 : rows.length}
        onPageChange={(next) => onSearchChange(withPage(search, next))}
        onLimitChange={(next) => onSearchChange(withLimit(search, next))}
      />
    </>
  )
}
