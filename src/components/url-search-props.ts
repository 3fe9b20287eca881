/** A screen's state in the URL's search params, and how to change it. */
export interface UrlSearchProps<Search> {
  search: Search
  /** `replace` keeps Back from stepping through the change (a dialog the URL opened, now closed). */
  onSearchChange(next: Search, options?: { replace?: boolean }): void
}
