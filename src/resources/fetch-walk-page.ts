import { type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { isApiError } from '@/api/api-error'

/**
 * One page of a walk over every page (see walkPages), read through the query cache: the 401 policy applies, and a
 * page still fresh in the cache is not read again. The walk waits and retries itself, so the query does not; a
 * stopped walk cancels the read.
 */
export async function fetchWalkPage<T, Key extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, Key>,
  signal: AbortSignal,
): Promise<T> {
  const cancel = () => void client.cancelQueries({ queryKey: options.queryKey, exact: true })
  signal.addEventListener('abort', cancel, { once: true })
  try {
    return await client.fetchQuery({ ...options, retry: false })
  } finally {
    signal.removeEventListener('abort', cancel)
  }
}

/** How a walk over the API's pages meets failures: it waits out a 429 (its Retry-After, else `defaultWaitMs`) and retries 5xx and network errors. */
export function apiWalkFailures(defaultWaitMs: number) {
  return {
    retryAfterMs: (error: unknown) =>
      isApiError(error) && error.isRateLimited ? (error.retryAfterMs ?? defaultWaitMs) : undefined,
    isTransient: (error: unknown) => isApiError(error) && error.isTransient,
  }
}
