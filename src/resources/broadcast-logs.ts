import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query'
import { listBroadcastLogs } from '@/api/broadcasts'
import { type PageParams } from '@/api/common'
import { api } from '@/app/api'
import { unlessDeleted } from './deleted-items'
import { fetchWalkPage } from './fetch-walk-page'
import { resourceKeys } from './resource-roots'
import type { AllLogsRead } from './all-logs-reads'

/** The API's largest page: 5,200 logs are 6 requests. */
export const ALL_LOGS_PAGE_SIZE = 1000

/** Reading every one of `logs` logs: one request per full page, plus the short (or empty) page that shows the end. */
export const requestsToRead = (logs: number) => Math.floor(Math.max(0, logs) / ALL_LOGS_PAGE_SIZE) + 1

/** A deleted broadcast's logs are not read again (the API would answer 404). */
const readLogs = (client: QueryClient, broadcastId: string, params: Required<PageParams>, signal: AbortSignal) =>
  unlessDeleted(client, resourceKeys.broadcasts, broadcastId, () =>
    listBroadcastLogs(api, broadcastId, params, { signal }),
  )

/** A broadcast's logs are its own: they hang under the broadcasts root, and its delete forgets them. */
export const broadcastLogQueries = {
  /** Every page of one broadcast's logs, by key prefix. */
  of: (broadcastId: string) => [...resourceKeys.broadcasts, 'logs', broadcastId] as const,
  page: (broadcastId: string, params: Required<PageParams>) =>
    queryOptions({
      queryKey: [...broadcastLogQueries.of(broadcastId), params] as const,
      queryFn: ({ signal, client }) => readLogs(client, broadcastId, params, signal),
      // Logs of a sent broadcast change slowly: a page read once is not read again for a while.
      staleTime: 60_000,
    }),
  /**
   * The last read of every log page (see all-logs-reads.ts), kept while the tab is open. Never fetched by itself:
   * only a read the user asked for fills it.
   */
  all: (broadcastId: string) =>
    queryOptions<AllLogsRead | null>({
      queryKey: [...broadcastLogQueries.of(broadcastId), 'all'] as const,
      queryFn: skipToken,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
}

/**
 * One page of the read of every log (see fetchWalkPage): `onRequest` hears of each page that went to the API, as
 * pages still fresh in the cache cost nothing.
 */
export function fetchAllLogsPage(
  client: QueryClient,
  broadcastId: string,
  page: number,
  signal: AbortSignal,
  onRequest: () => void,
  { fresh = false }: { fresh?: boolean } = {},
) {
  const params = { page, limit: ALL_LOGS_PAGE_SIZE }
  return fetchWalkPage(
    client,
    {
      ...broadcastLogQueries.page(broadcastId, params),
      // A refresh reads every page from the API, however fresh the cached one.
      ...(fresh && { staleTime: 0 }),
      queryFn: ({ signal: querySignal }) => {
        onRequest()
        return readLogs(client, broadcastId, params, querySignal)
      },
    },
    signal,
  )
}
