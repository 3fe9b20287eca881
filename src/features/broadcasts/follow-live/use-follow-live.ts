import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { followBroadcast } from './follow-broadcast'
import { followRecord } from './follow-record'
import type { FollowState } from './follow-session'

/**
 * "Follow live" for one broadcast, from its logs' newest pages or, when its record carries its figures, from the
 * record itself: start, stop, and where it is; stops when the screen goes.
 */
export function useFollowLive(broadcastId: string, source: 'logs' | 'record') {
  const client = useQueryClient()
  const [state, setState] = useState<FollowState>({ phase: 'off' })
  const stopRef = useRef<(() => void) | null>(null)

  const stop = useCallback(() => {
    stopRef.current?.()
    stopRef.current = null
  }, [])
  const start = useCallback(() => {
    stop()
    const follow = source === 'record' ? followRecord : followBroadcast
    stopRef.current = follow({ client, broadcastId, onState: setState })
  }, [broadcastId, client, source, stop])

  useEffect(() => stop, [stop])
  return { state, start, stop }
}
