import { type QueryClient } from '@tanstack/react-query'
import type { BroadcastLog } from '@/api/broadcasts'
import { isApiError } from '@/api/api-error'
import { readableRows } from '@/api/list-rows'
import {
  ALL_LOGS_PAGE_SIZE,
  cachedAllLogs,
  fetchAllLogsPage,
  readAllLogs,
  storeAllLogs,
} from '@/resources/all-logs-reads'
import {
  FOLLOW,
  firstPageToFollow,
  isLive,
  logsChanged,
  newestActivity,
  nextFollowDelay,
  waitForRequestSlot,
} from './follow-schedule'
import { startFollowSession, type FollowState } from './follow-session'

interface FollowOptions {
  client: QueryClient
  broadcastId: string
  onState(state: FollowState): void
}

/**
 * Re-reads a sending broadcast's newest pages on a backoff, within 10 % of the rate limit, and writes what it finds
 * into the kept read of every log, so the counts and the table move in place. Stops when the tab is hidden, when
 * nothing changed for 5 minutes, when the broadcast stops being live, or on `stop()`.
 */
export function followBroadcast({ client, broadcastId, onState }: FollowOptions): () => void {
  const sentAt: number[] = []

  return startFollowSession(onState, async ({ signal, sleep }) => {
    const readPage = async (page: number): Promise<BroadcastLog[]> => {
      for (;;) {
        const wait = waitForRequestSlot(sentAt, Date.now())
        if (wait > 0) await sleep(wait)
        if (signal.aborted) throw signal.reason
        sentAt.push(Date.now())
        try {
          return readableRows(await fetchAllLogsPage(client, broadcastId, page, signal, () => {}, { fresh: true }))
        } catch (error) {
          if (!(isApiError(error) && error.isRateLimited)) throw error
          await sleep(error.retryAfterMs ?? FOLLOW.baseMs)
        }
      }
    }

    let changedAt = Date.now()
    let delay: number | undefined
    const kept = cachedAllLogs(client, broadcastId)
    if (kept?.outcome !== 'complete') {
      const read = await readAllLogs(client, broadcastId)
      if (read.outcome !== 'complete')
        return { phase: 'stopped', reason: read.outcome === 'failed' ? 'failed' : 'cancelled', error: read.error }
    }
    for (;;) {
      delay = delay === undefined ? FOLLOW.baseMs : delay
      onState({ phase: 'following', nextReadAt: Date.now() + delay, changedAt })
      await sleep(delay)
      if (signal.aborted) return undefined
      const read = cachedAllLogs(client, broadcastId)
      if (!read || read.outcome !== 'complete') return { phase: 'stopped', reason: 'cancelled' }
      const from = firstPageToFollow(read.logs.length, ALL_LOGS_PAGE_SIZE)
      const fresh: BroadcastLog[] = []
      let pages = 0
      for (let page = from; ; page += 1) {
        const rows = await readPage(page)
        pages += 1
        fresh.push(...rows)
        if (rows.length < ALL_LOGS_PAGE_SIZE) break
      }
      const start = (from - 1) * ALL_LOGS_PAGE_SIZE
      const changed = logsChanged(read.logs.slice(start), fresh)
      const now = Date.now()
      if (changed) {
        changedAt = now
        storeAllLogs(client, broadcastId, {
          ...read,
          logs: [...read.logs.slice(0, start), ...fresh],
          pagesRead: from - 1 + pages,
          requests: read.requests + pages,
          readAt: now,
        })
      }
      delay = nextFollowDelay(delay, changed)
      if (now - changedAt >= FOLLOW.quietMs) return { phase: 'stopped', reason: 'quiet' }
      const latest = cachedAllLogs(client, broadcastId)
      if (!isLive(newestActivity(latest?.logs.slice(start) ?? []), now) && !changed)
        return { phase: 'stopped', reason: 'ended' }
    }
  })
}
