import { type RefObject } from 'react'
import { listQuery, type ListSearch } from '@/lib/list-search'
import { type ListTableProps } from './table-props'
import { useFirstRowOnChange } from './use-first-row-on-change'

/**
 * What a paged list's table makes of its props: the query its URL state asks for, as many skeleton rows as the page
 * will have (ten at most), the title over a failed read ("Could not load <label>" by default) and the props for its
 * DataTable. When the URL state changes, the `table` box shows its first row again.
 */
export function useListTable<Row, Search extends ListSearch>(
  { errorTitle, search, onSearchChange: _onSearchChange, ...tableProps }: ListTableProps<Row, Search>,
  table: RefObject<HTMLElement | null>,
) {
  useFirstRowOnChange(JSON.stringify(search), table)
  const query = listQuery(search)
  return {
    ...query,
    tableProps,
    skeletonRows: Math.min(query.limit, 10),
    errorTitle: errorTitle ?? `Could not load ${tableProps.label.toLowerCase()}`,
  }
}
