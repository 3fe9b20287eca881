import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { cancelAllLogs, readAllLogs } from '@/resources/all-logs-reads'

export type CompareReadEnd = 'complete' | 'cancelled' | 'failed'

interface Run {
  stopped: boolean
  current?: string
}

/**
 * Reads every log of each broadcast, one broadcast after another (never at once: the reads share one rate limit),
 * through the shared reader, so a broadcast read here or in its own report is not read again. The progress of each
 * read is the reader's (useAllLogsStates); this says which broadcast is being read.
 */
export function useCompareRead(broadcastIds: readonly string[]) {
  const client = useQueryClient()
  const [current, setCurrent] = useState<string | null>(null)
  const run = useRef<Run | null>(null)
  const key = broadcastIds.join(',')

  const cancel = useCallback(() => {
    const running = run.current
    if (!running) return
    running.stopped = true
    if (running.current) cancelAllLogs(client, running.current)
  }, [client])

  useEffect(() => cancel, [cancel])

  const start = useCallback(async (): Promise<CompareReadEnd> => {
    if (run.current) return 'cancelled'
    const running: Run = { stopped: false }
    run.current = running
    try {
      for (const id of key.split(',').filter(Boolean)) {
        if (running.stopped) return 'cancelled'
        running.current = id
        setCurrent(id)
        const read = await readAllLogs(client, id)
        if (read.outcome !== 'complete') return read.outcome
      }
      return running.stopped ? 'cancelled' : 'complete'
    } finally {
      run.current = null
      setCurrent(null)
    }
  }, [client, key])

  return { current, reading: current !== null, start, cancel }
}
