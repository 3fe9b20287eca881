import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { listBroadcastLogs } from '@/api/broadcasts'
import { type PageParams } from '@/api/common'
import { api } from '@/app/api'
import { unlessDeleted } from './deleted-items'
import { resourceKeys } from './resource-roots'

/** A deleted broadcast's logs are not read again (the API would answer 404). */
export const readLogs = (client: QueryClient, broadcastId: string, params: Required<PageParams>, signal: AbortSignal) =>
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
}
