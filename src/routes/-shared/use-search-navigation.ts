import { type AnyRoute } from '@tanstack/react-router'

/** What a screen may ask of a search change: `replace` (while typing, say) keeps Back from stepping through each one. */
export interface SearchChangeOptions {
  replace?: boolean
}

/** What a route adds to every search change of its screen. */
export interface SearchNavigation extends SearchChangeOptions {
  resetScroll?: boolean
}

/** A route's validated search. */
export type RouteSearch<TRoute extends AnyRoute> = TRoute['types']['fullSearchSchema']

/** A screen's search from the URL, and the way it puts a new one there. */
export function useSearchNavigation<TRoute extends AnyRoute>(route: TRoute, always?: SearchNavigation) {
  const search: RouteSearch<TRoute> = route.useSearch()
  const navigate = route.useNavigate()
  const onSearchChange = (next: RouteSearch<TRoute>, options?: SearchChangeOptions) =>
    void navigate({ search: next, ...always, ...options })
  return { search, onSearchChange }
}
