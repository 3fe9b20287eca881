import { useId } from 'react'
import { Badge } from '@/components/ui/badge'
import { broadcastStatusLabel, broadcastStatusMeaning, knownBroadcastStatus } from '@/domain/broadcast-status'
import type { KnownBroadcastStatus } from '@/domain/broadcast-status'

const tones: Readonly<Record<KnownBroadcastStatus, Parameters<typeof Badge>[0]['tone']>> = {
  SCHEDULED: 'info',
  SENDING: 'warning',
  COMPLETED: 'success',
  PAUSED: 'warning',
  CANCELLED: 'neutral',
  FAILED: 'danger',
  DRAFT: 'neutral',
}

/**
 * The status in words (as sent when unknown), with its one-line meaning as its description and, on hover, its
 * tooltip; `meaningShown` where the meaning is written beside it.
 */
export function BroadcastStatusBadge({ status, meaningShown = false }: { status: string; meaningShown?: boolean }) {
  const meaningId = useId()
  const known = knownBroadcastStatus(status)
  const meaning = broadcastStatusMeaning(status)
  return (
    <span
      data-tooltip={meaningShown ? undefined : meaning}
      aria-describedby={meaningShown ? undefined : meaningId}
      className="inline-flex max-w-full"
    >
      <Badge tone={known ? tones[known] : 'neutral'}>
        <span dir="auto" className="min-w-0 break-words">
          {broadcastStatusLabel(status)}
        </span>
      </Badge>
      {!meaningShown && (
        <span id={meaningId} hidden>
          {meaning}
        </span>
      )}
    </span>
  )
}
