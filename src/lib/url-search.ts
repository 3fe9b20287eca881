/**
 * What a screen may ask of a search change: `replace` (while typing, or closing a dialog the URL opened) keeps Back
 * from stepping through it.
 */
export interface SearchChangeOptions {
  replace?: boolean
}

/** A screen's state in the URL's search params, and how to change it. */
export interface UrlSearchProps<Search> {
  search: Search
  onSearchChange(next: Search, options?: SearchChangeOptions): void
}
