import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/api-error'
import { resourceKeys } from './query-keys'

export const MAX_QUERY_RETRIES = 2

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isApiError(error) && error.isTransient
}

export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4000)
}

export interface QueryPolicy {
  /** Any call answered 401: the key is gone, the user must reconnect. */
  onUnauthorized(message: string): void
  /** A mutation failed for another reason: tell the user in the server's own words. */
  onMutationError(message: string): void
}

/**
 * Global error policy: 401 anywhere returns to the connect screen; reads retry twice on 5xx/network with
 * backoff; mutations never retry. Query errors are shown where the data would be, with a retry.
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
        Promise.all((mutation.options.meta?.invalidates ?? []).map((resource) => client.invalidateQueries({ queryKey: resourceKeys[resource] }))),
      onError: (error, _variables, _context, mutation) => {
        if (handleUnauthorized(error) || mutation.options.meta?.handlesErrors) return
        policy.onMutationError(error instanceof Error ? error.message : 'Something went wrong')
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
