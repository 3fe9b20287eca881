import { queryOptions } from '@tanstack/react-query'
import {
  createBroadcast,
  deleteBroadcast,
  getBroadcast,
  listBroadcasts,
  updateBroadcast,
  type Broadcast,
  type BroadcastRequest,
} from '@/api/broadcasts'
import { readableRows } from '@/api/list-rows'
import { api } from '@/app/api'
import { broadcastLogQueries } from './broadcast-logs'
import { createResource } from './create-resource'
import { useCreateResource, useUpdateResource } from './resource-mutations'
import { useDeleteResource } from './use-delete-resource'

/** How many of a workspace's broadcasts the segment form offers as a retarget. */
export const BROADCAST_CHOICES_LIMIT = 100

const broadcasts = createResource('broadcasts', { list: listBroadcasts, get: getBroadcast })

export const broadcastQueries = {
  ...broadcasts,
  logs: broadcastLogQueries.page,
  /** One broadcast's own queries, which its delete forgets: its detail and its logs. */
  own: (broadcastId: string) => [broadcasts.detail(broadcastId).queryKey, broadcastLogQueries.of(broadcastId)],
}

/** The broadcasts a segment points at: the newest of a workspace to pick from (whole records only), and the one it names. */
export const retargetQueries = {
  choices: (workspaceId: string) =>
    queryOptions({
      ...broadcasts.list({ workspaceId, limit: BROADCAST_CHOICES_LIMIT }),
      select: readableRows,
    }),
  broadcast: broadcasts.detail,
}

export function useCreateBroadcast() {
  return useCreateResource(broadcasts, (body: BroadcastRequest) => createBroadcast(api, body))
}

export function useUpdateBroadcast(broadcast: (Broadcast & { id: string }) | undefined) {
  return useUpdateResource(broadcasts, broadcast, (broadcastId, body: BroadcastRequest) =>
    updateBroadcast(api, broadcastId, body),
  )
}

export function useDeleteBroadcast() {
  return useDeleteResource(broadcastQueries, (broadcastId) => deleteBroadcast(api, broadcastId))
}
