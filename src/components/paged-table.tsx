import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo, useRef, type ReactNode } from 'react'
import type { ListRow } from '@/api/list-rows'
import { listQuery, withSearchText, type ListSearch } from '@/lib/list-search'
import { DataTable } from './data-table'
import { ListPagination } from './list-pagination'
import { QueryErrorState } from './query-error-state'
import { SearchInput } from './search-input'
import { errorTitleOf, type ListTableProps } from './table-props'
import { useFirstRowOnChange } from './use-first-row-on-change'

export interface PagedTableProps<Row, Search extends ListSearch> extends ListTableProps<Row, Search> {
  query: UseQueryResult<ListRow<Row>[]>
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
  query,
  errorTitle,
  search,
  onSearchChange,
  searchLabel,
  filters,
  notice,
  ...tableProps
}: PagedTableProps<Row, Search>) {
  const { limit, searchText } = listQuery(search)
  const rows = useMemo(() => query.data ?? [], [query.data])
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
          <QueryErrorState title={errorTitleOf({ label: tableProps.label, errorTitle })} query={query} />
        ) : (
          <DataTable
            {...tableProps}
            rows={rows}
            pending={query.isPending}
            skeletonRows={Math.min(limit, 10)}
            busy={query.isFetching}
          />
        )}
      </div>
      <ListPagination search={search} onSearchChange={onSearchChange} rowCount={query.isError ? 0 : rows.length} />
    </>
  )
}
