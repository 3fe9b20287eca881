import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { followBroadcast, type FollowState } from './follow-broadcast'

/** "Follow live" for one broadcast: start, stop, and where it is; stops when the screen goes. */
export function useFollowLive(broadcastId: string) {
  const client = useQueryClient()
  const [state, setState] = useState<FollowState>({ phase: 'off' })
  const stopRef = useRef<(() => void) | null>(null)

  const stop = useCallback(() => {
    stopRef.current?.()
    stopRef.current = null
  }, [])
  const start = useCallback(() => {
    stop()
    stopRef.current = followBroadcast({ client, broadcastId, onState: setState })
  }, [broadcastId, client, stop])

  useEffect(() => stop, [stop])
  return { state, start, stop }
}
