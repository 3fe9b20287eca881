import { type AnyRoute } from '@tanstack/react-router'
import { type ComponentType } from 'react'
import { type UrlSearchProps } from '@/lib/url-search'
import { type RouteSearch, type SearchNavigation, useSearchNavigation } from './use-search-navigation'

/** A route's path params, its own and its parents' (a workspace, a detail's id). */
type RouteParams<TRoute extends AnyRoute> = TRoute['types']['allParams']

interface ParamsScreenProps<TRoute extends AnyRoute> {
  route: TRoute
  screen: ComponentType<RouteParams<TRoute>>
}

/** A route's screen, given the route's path params. */
export function ParamsScreen<TRoute extends AnyRoute>({ route, screen: Screen }: ParamsScreenProps<TRoute>) {
  const params: RouteParams<TRoute> = route.useParams()
  return <Screen {...params} />
}

interface SearchScreenProps<TRoute extends AnyRoute> {
  route: TRoute
  screen: ComponentType<RouteParams<TRoute> & UrlSearchProps<RouteSearch<TRoute>>>
  /** Added to every search change, e.g. `{ resetScroll: false }`. */
  navigate?: SearchNavigation
}

/** A route's screen, given the route's path params and its search, which it changes through the URL. */
export function SearchScreen<TRoute extends AnyRoute>({ route, screen: Screen, navigate }: SearchScreenProps<TRoute>) {
  const params: RouteParams<TRoute> = route.useParams()
  return <Screen {...params} {...useSearchNavigation(route, navigate)} />
}
