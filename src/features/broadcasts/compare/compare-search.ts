import type { CompareSearch } from '../broadcast-search'

export const MIN_COMPARED = 2
export const MAX_COMPARED = 5

/** Ids from the URL's comma list: trimmed, blanks and repeats dropped, the first five kept. */
function compareIdList(ids: readonly string[]): string[] {
  const list = ids.flatMap((part) => part.split(',')).map((id) => id.trim())
  return [...new Set(list.filter(Boolean))].slice(0, MAX_COMPARED)
}

export const comparedIds = (search: CompareSearch): string[] => compareIdList(search.ids ? [search.ids] : [])

export const withComparedIds = (search: CompareSearch, ids: readonly string[]): CompareSearch => ({
  ...search,
  ids: compareIdList(ids).join(',') || undefined,
})
