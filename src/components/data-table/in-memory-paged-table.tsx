import { useRef } from 'react'
import { type ListSearch } from '@/lib/list-search'
import { DataTable } from './data-table'
import { ListPagination } from './list-pagination'
import { QueryErrorState, type FailedRead } from '../query-error-state'
import { type ListTableProps } from './table-props'
import { useListTable } from './use-list-table'

/** One page of rows already in memory; a page past the last shows the last. */
export function pageOf<Row>(rows: readonly Row[], page: number, limit: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / limit))
  const shown = Math.min(Math.max(1, page), pageCount)
  return { page: shown, pageCount, rows: rows.slice((shown - 1) * limit, shown * limit) }
}

interface InMemoryPagedTableProps<Row, Search extends ListSearch> extends ListTableProps<Row, Search> {
  /** Every row to page through, filtered and in order; undefined until the read behind them is done. */
  rows: readonly Row[] | undefined
  /** That read: its error with a retry, and whether a refresh is on its way. */
  query: FailedRead & { isError: boolean }
}

/**
 * A whole list read into memory, shown a page at a time with the last page known ("Page 2 of 5"): skeleton
 * rows until the read is done, the server's error with a retry. A failed refresh keeps the rows it had.
 */
export function InMemoryPagedTable<Row, Search extends ListSearch>({
  rows,
  query,
  ...props
}: InMemoryPagedTableProps<Row, Search>) {
  const table = useRef<HTMLDivElement>(null)
  const list = useListTable(props, table)
  const shown = rows && pageOf(rows, list.page, list.limit)
  return (
    <div ref={table}>
      {query.isError && (
        <div className={shown && 'mb-4'}>
          <QueryErrorState title={list.errorTitle} query={query} />
        </div>
      )}
      {(shown || !query.isError) && (
        <DataTable
          {...list.tableProps}
          rows={shown?.rows ?? []}
          pending={!shown}
          skeletonRows={list.skeletonRows}
          busy={query.isFetching}
        />
      )}
      <ListPagination
        search={props.search}
        onSearchChange={props.onSearchChange}
        {...(shown ? { page: shown.page, pageCount: shown.pageCount } : { rowCount: 0 })}
      />
    </div>
  )
}
