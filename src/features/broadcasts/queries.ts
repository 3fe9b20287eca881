import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query'
import { createBroadcast, deleteBroadcast, getBroadcast, listBroadcastLogs, listBroadcasts, updateBroadcast, type BroadcastRequest, type ListBroadcastsParams } from '@/api/broadcasts'
import type { PageParams } from '@/api/common'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'

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
      queryFn: ({ signal }) => getBroadcast(api, broadcastId, { signal }),
    }),
  logsOf: (broadcastId: string) => [...broadcastQueries.all(), 'logs', broadcastId] as const,
  logs: (broadcastId: string, params: Required<PageParams>) =>
    queryOptions({
      queryKey: [...broadcastQueries.logsOf(broadcastId), params] as const,
      queryFn: ({ signal }) => listBroadcastLogs(api, broadcastId, params, { signal }),
      // Logs of a sent broadcast change slowly: a page read once is not read again for a while.
      staleTime: 60_000,
    }),
}

export function useCreateBroadcast() {
  return useMutation({
    mutationFn: (body: BroadcastRequest) => createBroadcast(api, body),
    meta: { invalidates: ['broadcasts'], handlesErrors: true },
  })
}

export function useUpdateBroadcast(broadcastId: string) {
  return useMutation({
    mutationFn: (body: BroadcastRequest) => updateBroadcast(api, broadcastId, body),
    meta: { invalidates: ['broadcasts'], handlesErrors: true },
    onSuccess: (updated, _body, _result, { client }) => client.setQueryData(broadcastQueries.detail(broadcastId).queryKey, updated),
  })
}

const ownKeys = (broadcastId: string) => [broadcastQueries.detail(broadcastId).queryKey, broadcastQueries.logsOf(broadcastId)]

/** Drops a deleted broadcast's own queries, so Back never shows it again; call once no screen shows it. */
export function forgetBroadcast(client: QueryClient, broadcastId: string) {
  for (const queryKey of ownKeys(broadcastId)) client.removeQueries({ queryKey })
}

/**
 * The deleted broadcast's own queries are never refetched (they would only answer 404): those no screen
 * shows are dropped at once, the rest by the screen that showed them once it has left (forgetBroadcast).
 * Every other broadcast query, the overview's count included, refreshes.
 */
export function useDeleteBroadcast() {
  return useMutation({
    mutationFn: (broadcastId: string) => deleteBroadcast(api, broadcastId),
    meta: { handlesErrors: true },
    onSuccess: async (_result, broadcastId, _context, { client }) => {
      const own = ownKeys(broadcastId)
      const isOwn = (queryKey: readonly unknown[]) => own.some((key) => key.every((part, index) => queryKey[index] === part))
      await Promise.all(own.map((queryKey) => client.cancelQueries({ queryKey })))
      for (const query of client.getQueryCache().findAll({ predicate: (query) => isOwn(query.queryKey) })) {
        if (query.getObserversCount() === 0) client.getQueryCache().remove(query)
      }
      await client.invalidateQueries({ queryKey: broadcastQueries.all(), predicate: (query) => !isOwn(query.queryKey) })
    },
  })
}
