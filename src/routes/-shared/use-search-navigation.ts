import { type AnyRoute } from '@tanstack/react-router'
import { type SearchChangeOptions, type UrlSearchProps } from '@/lib/url-search'

/** What a route adds to every search change of its screen. */
export interface SearchNavigation extends SearchChangeOptions {
  resetScroll?: boolean
}

/** A route's validated search. */
export type RouteSearch<TRoute extends AnyRoute> = TRoute['types']['fullSearchSchema']

/** A screen's search from the URL, and the way it puts a new one there. */
export function useSearchNavigation<TRoute extends AnyRoute>(
  route: TRoute,
  always?: SearchNavigation,
): UrlSearchProps<RouteSearch<TRoute>> {
  const search: RouteSearch<TRoute> = route.useSearch()
  const navigate = route.useNavigate()
  const onSearchChange = (next: RouteSearch<TRoute>, options?: SearchChangeOptions) =>
    void navigate({ search: next, ...always, ...options })
  return { search, onSearchChange }
}
