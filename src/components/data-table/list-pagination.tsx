import { listQuery, withLimit, withPage, type ListSearch } from '@/lib/list-search'
import { type UrlSearchProps } from '@/lib/url-search'
import { Pagination } from './pagination'

/** `search` is the list's URL state, which holds the page and the page size. */
type ListPaginationProps<Search extends ListSearch> = UrlSearchProps<Search> & {
  /** The page shown, when it is not the one asked for (past the last). */
  page?: number
} & ({ rowCount: number; pageCount?: never } | { pageCount: number; rowCount?: never })

/** The paging of a list whose page and page size live in its URL state. */
export function ListPagination<Search extends ListSearch>({
  search,
  onSearchChange,
  page,
  ...count
}: ListPaginationProps<Search>) {
  const asked = listQuery(search)
  return (
    <Pagination
      page={page ?? asked.page}
      limit={asked.limit}
      {...count}
      onPageChange={(next) => onSearchChange(withPage(search, next))}
      onLimitChange={(next) => onSearchChange(withLimit(search, next))}
    />
  )
}
