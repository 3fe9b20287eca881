import type { BroadcastLog } from '@/api/broadcasts'
import type { WalkOutcome } from '@/lib/walk-pages'
import { isRepliedEngagement } from './opt-out-consent'
import { isOptOutReply } from './opt-out-reply'

/** A read of a broadcast's logs, as far as the count needs it (the shared read of all logs is one). */
export interface OptOutLogsRead {
  outcome: WalkOutcome
  logs: readonly Pick<BroadcastLog, 'status' | 'reply'>[]
}

const sameStatus = (status: string, engagement: string) =>
  status.trim().toLowerCase() === engagement.trim().toLowerCase()

/** How many of the logs now at `engagement` (the people a retarget gathers) replied asking for no more messages. */
export function optOutsAmong(logs: OptOutLogsRead['logs'], engagement: string): number {
  let count = 0
  for (const log of logs) if (sameStatus(log.status, engagement) && isOptOutReply(log.reply)) count += 1
  return count
}

/**
 * What a form must have the user confirm: how many opted out among the people the retarget gathers (at least, when
 * the read stopped early), null while it cannot be known (replied, and no complete read), 0 when nothing (no
 * retarget, or a read that found none; another engagement is only checked when its logs are read).
 */
export function optOutsToConfirm(engagement: string, read: OptOutLogsRead | null | undefined): number | null {
  if (engagement.trim() === '') return 0
  const found = read ? optOutsAmong(read.logs, engagement) : 0
  if (read?.outcome === 'complete' || found > 0) return found
  return isRepliedEngagement(engagement) ? null : 0
}
