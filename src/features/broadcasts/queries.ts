import { queryOptions, useMutation } from '@tanstack/react-query'
import {
  createBroadcast,
  getBroadcast,
  listBroadcastLogs,
  listBroadcasts,
  updateBroadcast,
  type Broadcast,
  type BroadcastRequest,
  type ListBroadcastsParams,
} from '@/api/broadcasts'
import type { PageParams } from '@/api/common'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'
import { unlessDeleted } from '@/resources/deleted-items'

export const broadcastQueries = {
  all: () => resourceKeys.broadcasts,
  list: (params: ListBroadcastsParams) =>
    queryOptions({
      queryKey: [...broadcastQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => listBroadcasts(api, params, { signal }),
    }),
  detail: (broadcastId: string) =>
    queryOptions({
      queryKey: [...broadcastQueries.all(), 'detail', broadcastId] as const,
      queryFn: ({ signal, client }) =>
        unlessDeleted(client, broadcastQueries.all(), broadcastId, () => getBroadcast(api, broadcastId, { signal })),
    }),
  logsOf: (broadcastId: string) => [...broadcastQueries.all(), 'logs', broadcastId] as const,
  logs: (broadcastId: string, params: Required<PageParams>) =>
    queryOptions({
      queryKey: [...broadcastQueries.logsOf(broadcastId), params] as const,
      queryFn: ({ signal, client }) =>
        unlessDeleted(client, broadcastQueries.all(), broadcastId, () =>
          listBroadcastLogs(api, broadcastId, params, { signal }),
        ),
      // Logs of a sent broadcast change slowly: a page read once is not read again for a while.
      staleTime: 60_000,
    }),
  /** One broadcast's own queries, which its delete forgets: its detail and its logs. */
  own: (broadcastId: string) => [broadcastQueries.detail(broadcastId).queryKey, broadcastQueries.logsOf(broadcastId)],
}

export function useCreateBroadcast() {
  return useMutation({
    mutationFn: (body: BroadcastRequest) => createBroadcast(api, body),
    meta: { invalidates: ['broadcasts'], handlesErrors: true },
  })
}

/**
 * Saves a broadcast with a PUT of the form's values over the record as it was read, so fields the dashboard does
 * not know (the API's own, newer than the spec) travel back unchanged.
 */
export function useUpdateBroadcast(broadcast: (Broadcast & { id: string }) | undefined) {
  return useMutation({
    mutationFn: (body: BroadcastRequest) => {
      if (!broadcast) throw new Error('No broadcast to save')
      return updateBroadcast(api, broadcast.id, { ...broadcast, ...body })
    },
    meta: { invalidates: ['broadcasts'], handlesErrors: true },
    onSuccess: (updated, _body, _result, { client }) => {
      if (broadcast) client.setQueryData(broadcastQueries.detail(broadcast.id).queryKey, updated)
    },
  })
}
