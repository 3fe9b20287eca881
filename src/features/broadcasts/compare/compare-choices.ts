import { BROADCAST_CHOICES_LIMIT, broadcastQueries } from '@/resources/broadcasts'

/** The broadcasts a comparison offers: the workspace's newest, one big page of its broadcast list. */
export const compareChoicesQuery = (workspaceId: string) =>
  broadcastQueries.list({ workspaceId, limit: BROADCAST_CHOICES_LIMIT })

export { BROADCAST_CHOICES_LIMIT }
