import type { BroadcastLog } from '@/api/broadcasts'
import { formatClock, formatDateTime } from '@/lib/format'
import { formatTimeBetween } from '@/lib/format-duration'

/** 'Read 14:02, 3 min after it was sent': the status's time is the log's last update. */
export function logStatusTime({ status, createdAt, updatedAt }: BroadcastLog): string {
  const sent = new Date(createdAt)
  const changed = new Date(updatedAt)
  const label =
    !status || status.toLowerCase() === 'sent' ? 'Updated' : status.charAt(0).toUpperCase() + status.slice(1)
  if (Number.isNaN(changed.getTime())) return `${label} ${updatedAt}`.trim()
  const at = sent.toDateString() === changed.toDateString() ? formatClock(changed) : formatDateTime(updatedAt)
  const gap = changed.getTime() - sent.getTime()
  return gap > 0 ? `${label} ${at}, ${formatTimeBetween(gap)} after it was sent` : `${label} ${at}`
}
