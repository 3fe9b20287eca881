import { queryOptions } from '@tanstack/react-query'
import { getBroadcast, listBroadcasts } from '@/api/broadcasts'
import { readableRows } from '@/api/list-rows'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'
import { unlessDeleted } from '@/resources/deleted-items'

/** How many of a workspace's broadcasts the create form offers as a retarget. */
export const BROADCAST_CHOICES_LIMIT = 100

/**
 * The broadcasts a segment points at. They live under the broadcasts root, so a change to broadcasts
 * (their mutations invalidate it) refreshes these too.
 */
export const retargetQueries = {
  choices: (workspaceId: string) =>
    queryOptions({
      queryKey: [...resourceKeys.broadcasts, 'retarget-choices', workspaceId] as const,
      queryFn: ({ signal }) => listBroadcasts(api, { workspaceId, limit: BROADCAST_CHOICES_LIMIT }, { signal }),
      select: readableRows,
    }),
  broadcast: (broadcastId: string) =>
    queryOptions({
      queryKey: [...resourceKeys.broadcasts, 'retarget', broadcastId] as const,
      // A broadcast deleted in this session is not asked for again (it would only answer 404).
      queryFn: ({ signal, client }) =>
        unlessDeleted(client, resourceKeys.broadcasts, broadcastId, () => getBroadcast(api, broadcastId, { signal })),
    }),
}
