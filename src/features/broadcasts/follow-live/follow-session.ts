export type FollowState =
  | { phase: 'off' }
  | { phase: 'following'; lastReadAt?: number; nextReadAt: number; changedAt: number }
  | { phase: 'stopped'; reason: 'hidden' | 'quiet' | 'ended' | 'failed' | 'cancelled'; error?: unknown }

type StoppedState = FollowState & { phase: 'stopped' }

/**
 * What every way of following shares: it stops once, when the tab is hidden or on `stop`, and its waits end with it.
 * `run` is the following itself; it ends by returning the state it stopped in, and a failure stops it as failed.
 */
export function startFollowSession(
  onState: (state: FollowState) => void,
  run: (session: { signal: AbortSignal; sleep(ms: number): Promise<void> }) => Promise<StoppedState | undefined>,
): () => void {
  const controller = new AbortController()
  const { signal } = controller
  let stopped = false

  const stop = (state: StoppedState) => {
    if (stopped) return
    stopped = true
    controller.abort()
    document.removeEventListener('visibilitychange', onVisibility)
    onState(state)
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') stop({ phase: 'stopped', reason: 'hidden' })
  }
  document.addEventListener('visibilitychange', onVisibility)

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
    })

  run({ signal, sleep }).then(
    (state) => state && stop(state),
    (error: unknown) => {
      if (!signal.aborted) stop({ phase: 'stopped', reason: 'failed', error })
    },
  )
  return () => stop({ phase: 'stopped', reason: 'cancelled' })
}
