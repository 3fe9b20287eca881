/** A screen's state in the URL's search params, and how to change it. */
export interface UrlSearchProps<Search> {
  search: Search
  onSearchChange(next: Search): void
}
