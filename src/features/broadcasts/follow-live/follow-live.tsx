import Eye from 'lucide-react/icons/eye'
import X from 'lucide-react/icons/x'
import { useMemo, useState } from 'react'
import type { Broadcast, BroadcastLog } from '@/api/broadcasts'
import { ErrorState } from '@/components/error-state'
import { Button } from '@/components/ui/button'
import { isSending } from '@/domain/broadcast-status'
import { formatDateTime } from '@/lib/format'
import { isLive, newestActivity } from './follow-schedule'
import type { FollowState } from './follow-session'
import { useFollowLive } from './use-follow-live'

const STOPPED: Partial<Record<(FollowState & { phase: 'stopped' })['reason'], string>> = {
  hidden: 'Stopped following: the tab was hidden. Follow again to go on.',
  quiet: 'Stopped following: nothing changed for 5 minutes.',
  ended: 'Stopped following: the broadcast is no longer sending.',
}

const minutes = (ms: number) => Math.max(0, Math.floor(ms / 60_000))

type FollowLiveProps =
  /** From the logs: live while the newest log moved less than 15 minutes ago; its newest pages are read again. */
  | { broadcastId: string; logs: readonly BroadcastLog[]; record?: never }
  /** From the record, which carries the figures: live while it says it is sending; the record is read again. */
  | { broadcastId: string; record: Broadcast; logs?: never }

/**
 * "Follow live" for a broadcast still sending: what shows its figures is read again on a backoff, and they move in
 * place. A broadcast whose record carries its figures is followed through its record, never its logs.
 */
export function FollowLive({ broadcastId, logs = [], record }: FollowLiveProps) {
  const follow = useFollowLive(broadcastId, record ? 'record' : 'logs')
  const newest = useMemo(() => newestActivity(logs), [logs])
  // When this screen last looked at the clock; it looks again with each new read of the logs.
  const [now] = useState(() => Date.now())
  const seenAt = newest !== undefined && newest > now ? newest : now
  const { state } = follow

  if (state.phase === 'following')
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
        <p role="status" className="min-w-0 flex-1">
          {record ? (
            'Following live: the broadcast’s own figures are read again every 15 s to 1 min.'
          ) : (
            <>
              Following live: the newest logs are read again every 15 s to 1 min, within a tenth of the rate limit.
              {newest !== undefined && (
                <>
                  {' '}
                  Last change:{' '}
                  <time dateTime={new Date(newest).toISOString()}>
                    {formatDateTime(new Date(newest).toISOString())}
                  </time>
                  .
                </>
              )}
            </>
          )}
        </p>
        <Button variant="secondary" size="sm" onClick={follow.stop}>
          <X aria-hidden className="size-4" /> Stop following
        </Button>
      </div>
    )
  if (state.phase === 'stopped' && state.reason === 'failed')
    return <ErrorState title="Stopped following live" error={state.error} onRetry={follow.start} />
  const live = record ? isSending(record) : isLive(newest, seenAt)
  if (!live && state.phase === 'off') return null
  const still = record
    ? 'Still sending, as its record says: its figures can still move.'
    : `Still sending: the newest log moved ${minutes(seenAt - (newest ?? seenAt)) === 0 ? 'under a minute' : `${minutes(seenAt - (newest ?? seenAt))} min`} ago.`
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
      <p role="status" className="min-w-0 flex-1">
        {(state.phase === 'stopped' && STOPPED[state.reason]) || still}
      </p>
      {live && (
        <Button variant="secondary" size="sm" onClick={follow.start}>
          <Eye aria-hidden className="size-4" /> Follow live
        </Button>
      )}
    </div>
  )
}
