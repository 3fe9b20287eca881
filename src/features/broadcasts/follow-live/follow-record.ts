import { type QueryClient } from '@tanstack/react-query'
import type { Broadcast } from '@/api/broadcasts'
import { isApiError } from '@/api/api-error'
import { isSending } from '@/domain/broadcast-status'
import { broadcastQueries } from '@/resources/broadcasts'
import { FOLLOW, nextFollowDelay, recordChanged } from './follow-schedule'
import { startFollowSession, type FollowState } from './follow-session'

interface FollowRecordOptions {
  client: QueryClient
  broadcastId: string
  onState(state: FollowState): void
}

/**
 * Re-reads a sending broadcast's own record (its detail) on the same backoff as the logs, one request a read, so its
 * figures move in place: no log is read. Stops when the tab is hidden, when nothing changed for 5 minutes, when the
 * record says it is no longer sending, or on `stop()`.
 */
export function followRecord({ client, broadcastId, onState }: FollowRecordOptions): () => void {
  return startFollowSession(onState, async ({ signal, sleep }) => {
    const detail = broadcastQueries.detail(broadcastId)
    const readRecord = async (): Promise<Broadcast> => {
      for (;;) {
        try {
          return await client.fetchQuery({ ...detail, staleTime: 0, retry: false })
        } catch (error) {
          if (!(isApiError(error) && error.isRateLimited)) throw error
          await sleep(error.retryAfterMs ?? FOLLOW.baseMs)
          if (signal.aborted) throw signal.reason
        }
      }
    }

    let changedAt = Date.now()
    let delay = FOLLOW.baseMs as number
    for (;;) {
      onState({ phase: 'following', nextReadAt: Date.now() + delay, changedAt })
      await sleep(delay)
      if (signal.aborted) return undefined
      const kept = client.getQueryData(detail.queryKey)
      const fresh = await readRecord()
      if (signal.aborted) return undefined
      const changed = recordChanged(kept, fresh)
      const now = Date.now()
      if (changed) changedAt = now
      if (!isSending(fresh)) return { phase: 'stopped', reason: 'ended' }
      if (now - changedAt >= FOLLOW.quietMs) return { phase: 'stopped', reason: 'quiet' }
      delay = nextFollowDelay(delay, changed)
    }
  })
}
