import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo, useRef, type ReactNode } from 'react'
import type { ListRow } from '@/api/list-rows'
import { withSearchText, type ListSearch } from '@/lib/list-search'
import { DataTable } from './data-table'
import { ListPagination } from './list-pagination'
import { QueryErrorState } from '../query-error-state'
import { SearchInput } from '../search-input'
import { type ListTableProps } from './table-props'
import { useListTable } from './use-list-table'

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
  searchLabel,
  filters,
  notice,
  ...props
}: PagedTableProps<Row, Search>) {
  const { search, onSearchChange } = props
  const table = useRef<HTMLDivElement>(null)
  const list = useListTable(props, table)
  const rows = useMemo(() => query.data ?? [], [query.data])
  return (
    <>
      {(searchLabel || filters) && (
        <div className="mb-4 flex flex-wrap items-end gap-3">
          {searchLabel && (
            <SearchInput
              label={searchLabel}
              value={list.searchText ?? ''}
              onSearch={(text) => onSearchChange(withSearchText(search, text))}
            />
          )}
          {filters}
        </div>
      )}
      {notice}
      <div ref={table}>
        {query.isError ? (
          <QueryErrorState title={list.errorTitle} query={query} />
        ) : (
          <DataTable
            {...list.tableProps}
            rows={rows}
            pending={query.isPending}
            skeletonRows={list.skeletonRows}
            busy={query.isFetching}
          />
        )}
      </div>
      <ListPagination search={search} onSearchChange={onSearchChange} rowCount={query.isError ? 0 : rows.length} />
    </>
  )
}
