import { useMemo } from 'react'
import { optOutsToConfirm } from '@/domain/retarget-opt-outs'
import type { OptOutsCheck } from './composer-checks'
import { useSourceLogs } from './use-source-logs'

/**
 * The people of a retarget who asked for no more messages, from every log of its broadcast: the one shared read,
 * started here if no one has started it, never read twice.
 */
export function useRetargetOptOuts(broadcastId: string, engagement: string) {
  const logs = useSourceLogs(broadcastId, true)
  const { state } = logs
  // A read again keeps showing what the last one found.
  const read = state.phase === 'done' ? state : state.phase === 'reading' ? state.kept : undefined
  const toConfirm = useMemo(() => optOutsToConfirm(engagement, read), [engagement, read])
  const reading = state.phase !== 'done'
  const check = useMemo<OptOutsCheck>(
    () => ({ broadcastId, engagement, reading, toConfirm }),
    [broadcastId, engagement, reading, toConfirm],
  )
  return {
    check,
    /** The read has not ended, or stopped early: the count is a floor. */
    partial: read?.outcome !== 'complete',
    checking: state.phase === 'reading',
    retry: logs.retry,
  }
}
