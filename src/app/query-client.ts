import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/api-error'
import { invalidateResources } from '@/resources/invalidate-resources'

export const MAX_QUERY_RETRIES = 2
/** A 429 earns more patience than a 5xx: the server said it will answer, and when. */
export const MAX_RATE_LIMIT_RETRIES = 4
export const DEFAULT_RATE_LIMIT_WAIT_MS = 5_000
export const MAX_RATE_LIMIT_WAIT_MS = 60_000

/** The failure count is the query's total, so a 5xx after two 429s is not retried. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.isRateLimited) return failureCount < MAX_RATE_LIMIT_RETRIES
  return failureCount < MAX_QUERY_RETRIES && error.isTransient
}

/** A 429 waits what its Retry-After asked (capped); anything else backs off exponentially. */
export function retryDelay(failureCount: number, error?: unknown): number {
  if (isApiError(error) && error.isRateLimited)
    return Math.min(error.retryAfterMs ?? DEFAULT_RATE_LIMIT_WAIT_MS, MAX_RATE_LIMIT_WAIT_MS)
  return Math.min(500 * 2 ** failureCount, 4000)
}

export interface QueryPolicy {
  /** Any call answered 401: the key is gone, the user must reconnect. */
  onUnauthorized(message: string): void
  /** A mutation failed for another reason: tell the user in the server's own words. */
  onMutationError(message: string): void
}

/**
 * Global error policy: 401 anywhere returns to the connect screen; reads retry twice on 5xx/network with
 * backoff, and up to four times on 429 after its Retry-After; mutations never retry (a 429's message says
 * when to try again), and run even offline, so they fail at once rather than fire later. Query errors are shown
 * where the data would be, with a retry.
 * A mutation with `meta.invalidates` refreshes those resources (their whole key prefix) before it resolves.
 */
export function createAppQueryClient(policy: QueryPolicy): QueryClient {
  const handleUnauthorized = (error: unknown) => {
    if (isApiError(error) && error.isUnauthorized) {
      policy.onUnauthorized(error.message)
      return true
    }
    return false
  }
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleUnauthorized }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation, { client }) =>
        invalidateResources(client, mutation.options.meta?.invalidates ?? []),
      onError: (error, _variables, _context, mutation) => {
        if (handleUnauthorized(error) || mutation.options.meta?.handlesErrors) return
        policy.onMutationError(error instanceof Error ? error.message : 'Something went wrong')
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      // Offline, a read waits for the connection ('online'); a mutation is tried at once and fails by its button,
      // never paused to be sent later behind the user's back.
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
