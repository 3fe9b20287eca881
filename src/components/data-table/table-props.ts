import type { ReactNode } from 'react'
import type { ListSearch } from '@/lib/list-search'
import { type UrlSearchProps } from '@/lib/url-search'
import { type Column } from './column'

/** What every table of rows is given. */
export interface TableProps<Row> {
  /** The table's accessible name. */
  label: string
  columns: readonly Column<Row>[]
  /** A stable key; the index is for rows that have nothing unique about them. */
  getRowKey(row: Row, index: number): string
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode
}

/** What a paged list's table is given besides: its URL state (page, page size), and a title for a failed read. */
export interface ListTableProps<Row, Search extends ListSearch> extends TableProps<Row>, UrlSearchProps<Search> {
  /** Over a failed read; "Could not load <label>" by default. */
  errorTitle?: string
}
