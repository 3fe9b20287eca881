/**
 * When the dashboard re-reads pending templates. The live API allows about 100 requests a minute per key; these
 * reads take at most 5 % of it, READS_PER_MINUTE in any minute, however many templates are pending.
 */
export const FIRST_DELAY_MS = 30_000
export const MAX_DELAY_MS = 5 * 60_000
export const READS_PER_MINUTE = 5
const GROWTH = 1.5
const MINUTE_MS = 60_000
const MS_PER_READ = MINUTE_MS / READS_PER_MINUTE

/** The backoff alone: 30 s, then ×1.5 per tick, at most 5 minutes. */
export function backoffDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * GROWTH ** Math.max(0, attempt), MAX_DELAY_MS)
}

/** How many templates one tick re-reads: all of them, or a few at a time, in turn, when many are pending. */
export function readsPerTick(pendingCount: number): number {
  return Math.max(0, Math.min(pendingCount, READS_PER_MINUTE))
}

/** The reads made less than a minute before `at`. */
function readsInMinuteBefore(readTimes: readonly number[], at: number): number[] {
  return readTimes.filter((time) => time > at - MINUTE_MS && time <= at)
}

/** How many reads a tick at `at` may still make without going over READS_PER_MINUTE in the minute up to it. */
export function readsAllowed(readTimes: readonly number[], at: number): number {
  return Math.max(0, READS_PER_MINUTE - readsInMinuteBefore(readTimes, at).length)
}

export interface NextTick {
  /** Now, in ms. */
  now: number
  /** Ticks since the watch started or the tab became visible again: 0 for the first. */
  attempt: number
  pendingCount: number
  /** When earlier reads were made (older ones may be dropped). */
  readTimes: readonly number[]
}

/**
 * When the next tick runs: after the backoff, never sooner than 12 s per template it will read, and late enough
 * that the minute before it leaves room for all of them.
 */
export function nextTickAt({ now, attempt, pendingCount, readTimes }: NextTick): number {
  const reads = readsPerTick(pendingCount)
  let at = now + Math.max(backoffDelay(attempt), reads * MS_PER_READ)
  const recent = readsInMinuteBefore(readTimes, at).sort((a, b) => a - b)
  const over = recent.length - (READS_PER_MINUTE - reads)
  // Wait until the `over` oldest reads are more than a minute old.
  const lastToLeave = over > 0 ? recent[over - 1] : undefined
  if (lastToLeave !== undefined) at = Math.max(at, lastToLeave + MINUTE_MS)
  return at
}

/** The next `count` ids after the cursor, in turn, so every pending template is re-read when there are many. */
export function pickInTurn(
  ids: readonly string[],
  cursor: number,
  count: number,
): { picked: string[]; cursor: number } {
  const sorted = [...ids].sort()
  const take = Math.min(count, sorted.length)
  if (take === 0) return { picked: [], cursor: 0 }
  const start = cursor % sorted.length
  const picked = Array.from({ length: take }, (_, i) => sorted[(start + i) % sorted.length] as string)
  return { picked, cursor: (start + take) % sorted.length }
}
