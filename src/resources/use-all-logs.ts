import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import {
  allLogsProgress,
  allLogsQuery,
  allLogsReadsVersion,
  cancelAllLogs,
  readAllLogs,
  subscribeAllLogsReads,
  type AllLogsProgress,
  type AllLogsRead,
  type ReadAllLogsOptions,
} from './all-logs-reads'

export type AllLogsState =
  | { phase: 'idle' }
  /** `kept` is the previous read, still shown while a refresh reads every page again. */
  | ({ phase: 'reading'; kept?: AllLogsRead } & AllLogsProgress)
  | ({ phase: 'done' } & AllLogsRead)

export type AllLogsDone = AllLogsState & { phase: 'done' }

const IDLE: AllLogsState = { phase: 'idle' }

/** Module-level, so useQueries keeps its result between renders while the reads stay the same. */
const keptReads = (results: readonly { data?: AllLogsRead | null }[]) =>
  results.map((result) => result.data ?? undefined)

/** The read of every log of each broadcast: idle, under way, or done (kept in the cache while the tab is open). */
export function useAllLogsStates(broadcastIds: readonly string[]): AllLogsState[] {
  const client = useQueryClient()
  const subscribe = useCallback((listener: () => void) => subscribeAllLogsReads(client, listener), [client])
  const version = useSyncExternalStore(subscribe, () => allLogsReadsVersion(client))
  const kept = useQueries({
    queries: broadcastIds.map((id) => allLogsQuery(id)),
    combine: keptReads,
  })
  const idsKey = broadcastIds.join('\n')
  return useMemo(
    () =>
      (idsKey === '' ? [] : idsKey.split('\n')).map((id, index): AllLogsState => {
        const read = kept[index]
        const progress = allLogsProgress(client, id)
        if (progress) return { phase: 'reading', kept: read, ...progress }
        return read ? { phase: 'done', ...read } : { phase: 'idle' }
      }),
    // `version` changes whenever a read moves on: the progress is read from outside React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [idsKey, client, kept, version],
  )
}

/** One broadcast's read of every log page: `read` starts it (or joins one under way), `ensure` reads only if needed. */
export function useAllLogs(broadcastId: string) {
  const client = useQueryClient()
  // No broadcast chosen yet (''): nothing to read, so idle.
  const [state = IDLE] = useAllLogsStates(useMemo(() => [broadcastId], [broadcastId]))
  const read = useCallback(
    (options?: ReadAllLogsOptions) => readAllLogs(client, broadcastId, options),
    [broadcastId, client],
  )
  const cancel = useCallback(() => cancelAllLogs(client, broadcastId), [broadcastId, client])
  return { state, read, ensure: read, cancel }
}
