import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type BroadcastLog } from '@/api/broadcasts'
import { readableRows, type ListRow } from '@/api/list-rows'
import { walkPages, type WalkOutcome, type WalkProgress, type WalkWait } from '@/lib/walk-pages'
import { ALL_LOGS_PAGE_SIZE, fetchAllLogsPage } from '@/resources/broadcast-logs'
import { apiWalkFailures } from '@/resources/fetch-walk-page'

/** When a 429 gives no Retry-After. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 10_000

export type AllLogsState =
  | { phase: 'idle' }
  | { phase: 'reading'; progress: WalkProgress; waiting?: WalkWait }
  | {
      phase: 'done'
      outcome: WalkOutcome
      logs: BroadcastLog[]
      /** Logs the API sent that are not the shape of a log: counted, left out of the figures and the export. */
      unreadable: number
      pagesRead: number
      requests: number
      error?: unknown
    }

/**
 * Reads every log page of a broadcast, paced for the API's rate limit, waiting out 429s. Each page goes
 * through the query cache (so the global 401 policy applies, and a page already read is not read again).
 */
export function useAllLogs(broadcastId: string) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<AllLogsState>({ phase: 'idle' })
  const running = useRef<{ controller: AbortController; result: Promise<AllLogsState & { phase: 'done' }> } | null>(
    null,
  )

  useEffect(() => () => running.current?.controller.abort(), [])

  const read = useCallback((): Promise<AllLogsState & { phase: 'done' }> => {
    if (running.current) return running.current.result
    const controller = new AbortController()
    // Pages still fresh in the cache cost nothing: count only the ones that went to the API.
    let networkRequests = 0
    setState({ phase: 'reading', progress: { pagesRead: 0, itemsRead: 0, requests: 0 } })

    const result = walkPages<ListRow<BroadcastLog>>({
      pageSize: ALL_LOGS_PAGE_SIZE,
      signal: controller.signal,
      fetchPage: (page, signal) =>
        fetchAllLogsPage(queryClient, broadcastId, page, signal, () => {
          networkRequests += 1
        }),
      ...apiWalkFailures(DEFAULT_RATE_LIMIT_WAIT_MS),
      onProgress: (progress) => setState({ phase: 'reading', progress }),
      onWait: (waiting) => {
        if (waiting.reason !== 'pacing' || waiting.ms >= 1000)
          setState((current) => (current.phase === 'reading' ? { ...current, waiting } : current))
      },
    }).then(({ items, outcome, pagesRead, error }) => {
      const logs = readableRows(items)
      const done = {
        phase: 'done' as const,
        outcome,
        logs,
        unreadable: items.length - logs.length,
        pagesRead,
        requests: networkRequests,
        error,
      }
      running.current = null
      setState(done)
      return done
    })
    running.current = { controller, result }
    return result
  }, [broadcastId, queryClient])

  const cancel = useCallback(() => running.current?.controller.abort(), [])

  /** The complete logs if they were read already, else a new read. */
  const ensure = useCallback(
    () => (state.phase === 'done' && state.outcome === 'complete' ? Promise.resolve(state) : read()),
    [read, state],
  )

  return { state, read, ensure, cancel }
}
