import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ErrorState } from './error-state'
import { Pagination } from './pagination'
import { TableSkeletonRows } from './table-skeleton'
import { Table, TableHead, TableHeader, TableRow } from './ui/table'

interface PagedTableProps<Row> {
  /** The table's accessible name. */
  label: string
  query: UseQueryResult<Row[]>
  errorTitle: string
  columns: readonly string[]
  renderRow(row: Row): ReactNode
  /** Shown instead of the table when the page came back empty. */
  empty: ReactNode
  page: number
  limit: number
  onPageChange(page: number): void
  onLimitChange(limit: number): void
}

/** One page of an API list: skeleton rows while loading, the server's error with a retry, an empty state, paging. */
export function PagedTable<Row>({ label, query, errorTitle, columns, renderRow, empty, page, limit, onPageChange, onLimitChange }: PagedTableProps<Row>) {
  if (query.isError) {
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  }
  const rows = query.data ?? []
  return (
    <>
      {query.isPending || rows.length > 0 ? (
        <Table aria-label={label} aria-busy={query.isFetching}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableHeader key={column}>{column}</TableHeader>
              ))}
            </TableRow>
          </TableHead>
          <tbody>{query.isPending ? <TableSkeletonRows columns={columns.length} rows={Math.min(limit, 10)} /> : rows.map(renderRow)}</tbody>
        </Table>
      ) : (
        empty
      )}
      <Pagination page={page} limit={limit} rowCount={rows.length} onPageChange={onPageChange} onLimitChange={onLimitChange} />
    </>
  )
}
