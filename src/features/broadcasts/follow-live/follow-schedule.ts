import type { Broadcast, BroadcastLog } from '@/api/broadcasts'

/** Following a sending broadcast: within 10 % of the API's 100 requests a minute, and only while there is news. */
export const FOLLOW = {
  /** The first wait, and the wait after a read that found news. */
  baseMs: 15_000,
  /** Each read that finds nothing new waits this much longer than the last… */
  factor: 1.5,
  /** …up to this. */
  maxMs: 60_000,
  /** Nothing new for this long: following stops. */
  quietMs: 5 * 60_000,
  /** A broadcast whose newest log moved longer ago than this is not live. */
  liveMs: 15 * 60_000,
  /** At most this many requests in any minute: 10 % of the API's limit. */
  perMinute: 10,
} as const

/** The wait before the next read: back to the start after news, else a little longer each time. */
export function nextFollowDelay(previousMs: number | undefined, changed: boolean): number {
  if (changed || previousMs === undefined) return FOLLOW.baseMs
  return Math.min(FOLLOW.maxMs, Math.round(previousMs * FOLLOW.factor))
}

/** When the newest of these logs was created or last changed, in ms; undefined when no date can be read. */
export function newestActivity(logs: readonly Pick<BroadcastLog, 'createdAt' | 'updatedAt'>[]): number | undefined {
  let newest: number | undefined
  for (const log of logs) {
    for (const value of [Date.parse(log.updatedAt), Date.parse(log.createdAt)])
      if (!Number.isNaN(value) && (newest === undefined || value > newest)) newest = value
  }
  return newest
}

/** A broadcast is live while its newest log moved less than 15 minutes ago. */
export function isLive(newest: number | undefined, now: number): boolean {
  return newest !== undefined && now - newest < FOLLOW.liveMs && newest - now < FOLLOW.liveMs
}

/** How long to wait before one more request keeps to `perMinute` in any minute, given the times of the earlier ones. */
export function waitForRequestSlot(sentAt: readonly number[], now: number, perMinute: number = FOLLOW.perMinute) {
  const recent = sentAt.filter((at) => now - at < 60_000).sort((a, b) => a - b)
  if (recent.length < perMinute) return 0
  return (recent[recent.length - perMinute] as number) + 60_000 - now
}

/** The pages (of `pageSize`) that hold the newest logs: the last full one (statuses still move there) and the rest. */
export function firstPageToFollow(logCount: number, pageSize: number): number {
  return Math.max(1, Math.floor(logCount / pageSize))
}

/** Whether the logs read again differ from the ones kept (a new log, or one that moved on). */
export function logsChanged(kept: readonly BroadcastLog[], fresh: readonly BroadcastLog[]): boolean {
  if (kept.length !== fresh.length) return true
  for (let i = 0; i < kept.length; i += 1) {
    const a = kept[i] as BroadcastLog
    const b = fresh[i] as BroadcastLog
    if (a.status !== b.status || a.updatedAt !== b.updatedAt || a.reply !== b.reply || a.error !== b.error) return true
  }
  return false
}

type FollowedRecord = Pick<Broadcast, 'status' | 'startedAt' | 'completedAt' | 'processedStats' | 'deliveryStats'>

/** Whether the broadcast record read again moved on: its status, its times or its figures. */
export function recordChanged(kept: FollowedRecord | undefined, fresh: FollowedRecord): boolean {
  const moving = ({ status, startedAt, completedAt, processedStats, deliveryStats }: FollowedRecord) =>
    JSON.stringify([status, startedAt, completedAt, processedStats, deliveryStats])
  return !kept || moving(kept) !== moving(fresh)
}
