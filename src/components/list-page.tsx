import { Link, type LinkProps } from '@tanstack/react-router'
import Plus from 'lucide-react/icons/plus'
import type { ReactNode } from 'react'
import { listQuery, type ListSearch } from '@/lib/list-search'
import { ListEmptyState, type ListEmptyStateProps } from './list-empty-state'
import { PageHeader } from './page-header'
import { PagedTable, type PagedTableProps } from './data-table/paged-table'
import { preloadOnIntent } from './preload-on-intent'
import { Button, buttonClasses } from './ui/button'

interface ListPageProps<Row, Search extends ListSearch> extends Omit<
  PagedTableProps<Row, Search>,
  'label' | 'empty' | 'getRowKey'
> {
  /** The page's title, and the table's name. */
  title: string
  description: ReactNode
  /** One row, e.g. "segment": in the empty state, and on the create button ("New segment"). */
  noun: string
  /** The list's dialogs (useResourceDialogs): with them, a "New <noun>" button opens a create. */
  dialogs?: { create(): void; preloadForm?(): void; dialogs: ReactNode }
  /** The page that makes one (a composer): "New <noun>" goes there instead, and the dialogs only edit and delete. */
  createLink?: LinkProps
  /** The empty state's words beyond the noun, the search and the page. */
  emptyState?: Pick<ListEmptyStateProps, 'plural' | 'searchHint' | 'filteredHint' | 'noneTitle'>
  /** By default the row's id, else its place (a row without an id has nothing else unique about it). */
  getRowKey?(row: Row, index: number): string
}

/** The page of an API list: the header (with the create button), the searchable paged table, and the dialogs. */
export function ListPage<Row extends { id?: string | null }, Search extends ListSearch>({
  title,
  description,
  noun,
  dialogs,
  createLink,
  emptyState,
  getRowKey = (row, index) => row.id ?? `without-id-${index}`,
  ...table
}: ListPageProps<Row, Search>) {
  const { page, searchText } = listQuery(table.search)
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          createLink ? (
            <Link {...createLink} className={buttonClasses()}>
              <Plus aria-hidden className="size-4" /> New {noun}
            </Link>
          ) : (
            dialogs && (
              <Button onClick={dialogs.create} {...preloadOnIntent(dialogs.preloadForm)}>
                <Plus aria-hidden className="size-4" /> New {noun}
              </Button>
            )
          )
        }
      />
      <PagedTable
        {...table}
        label={title}
        getRowKey={getRowKey}
        empty={
          <ListEmptyState
            noun={noun}
            {...emptyState}
            searchText={table.searchLabel ? searchText : undefined}
            page={page}
          >
            {(createLink || dialogs) && `Create one with New ${noun}.`}
          </ListEmptyState>
        }
      />
      {dialogs?.dialogs}
    </>
  )
}
