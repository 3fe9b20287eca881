import { useEffect } from 'react'
import { useAllLogs } from '@/resources/use-all-logs'

/**
 * Every log of the broadcast a retarget takes its people from, through the shared read of all logs: started when
 * `wanted` (the user picked that source and the figures do not say enough), shared with every other reader.
 */
export function useSourceLogs(broadcastId: string, wanted: boolean) {
  const { state, read } = useAllLogs(broadcastId)
  const idle = state.phase === 'idle'
  useEffect(() => {
    if (wanted && idle) void read()
  }, [wanted, idle, read])
  const done = state.phase === 'done' ? state : undefined
  return {
    state,
    /** The read, once it ended (completely or not). */
    done,
    retry: () => void read({ fresh: true }),
  }
}
