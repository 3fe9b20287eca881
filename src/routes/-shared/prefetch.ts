import { type DefaultError, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query'
import { type RouterContext } from '@/app/router-context'

/** A loader's read that does not hold the page up: the screen shows its own loading state until it lands. */
export function prefetch<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(context: RouterContext, options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>) {
  void context.queryClient.prefetchQuery(options)
}
