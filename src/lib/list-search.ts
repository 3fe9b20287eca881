import { z } from 'zod/mini'

const positiveInt = (max: number) =>
  z.catch(z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(max))), undefined)

export const MAX_PAGE_SIZE = 100

/**
 * A list screen's URL state: search text, page and page size survive reloads and shared links.
 * Bad values fall back to the defaults instead of breaking the page.
 */
export const listSearchSchema = z.object({
  searchText: z.catch(z.optional(z.string().check(z.trim())), undefined),
  page: positiveInt(Number.MAX_SAFE_INTEGER),
  limit: positiveInt(MAX_PAGE_SIZE),
})
export type ListSearch = z.infer<typeof listSearchSchema>

/** The API's query for a list: page 1 and 10 rows unless the URL says otherwise (the spec's template defaults). */
export function listQuery(search: ListSearch) {
  return { searchText: search.searchText || undefined, page: search.page ?? 1, limit: search.limit ?? 10 }
}

/** A new search starts again at page 1. */
export const withSearchText = <S extends ListSearch>(search: S, searchText: string): S => ({
  ...search,
  searchText: searchText || undefined,
  page: undefined,
})
export const withPage = <S extends { page?: number }>(search: S, page: number): S => ({ ...search, page })
/** A new page size starts again at page 1. */
export const withLimit = <S extends { page?: number; limit?: number }>(search: S, limit: number): S => ({
  ...search,
  limit,
  page: undefined,
})
