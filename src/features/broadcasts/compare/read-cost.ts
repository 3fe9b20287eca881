import { requestsToRead } from '@/resources/all-logs-reads'
import { formatCount } from '@/lib/format'
import { formatWait } from '@/lib/format-duration'

/** The API gives no log count: the cost is told for broadcasts of this size. */
export const EXAMPLE_LOG_COUNT = 5000

/**
 * walkPages' default pace (lib/walk-pages.ts). Not imported: that module is in every screen's first load, and an
 * export for this screen alone would add to it.
 */
const WALK_PACE = { burst: 10, perMinute: 90 }

/** The time the pace adds to this many requests, in one read after another. */
export const pacedMs = (requests: number) => (Math.max(0, requests - WALK_PACE.burst) * 60_000) / WALK_PACE.perMinute

/**
 * What reading the picked broadcasts costs: those whose record carries their figures read no log, those read
 * completely in this tab cost nothing (the cache answers), each of the others one request per 1,000 logs plus one.
 */
export function readCostText({
  cached,
  toRead,
  fromRecord = 0,
}: {
  cached: number
  toRead: number
  fromRecord?: number
}): string {
  const parts: string[] = []
  if (fromRecord > 0) parts.push(`With their figures in their record: ${fromRecord} (nothing to read).`)
  if (cached > 0) parts.push(`Already read in this tab: ${cached} (ready now).`)
  if (toRead === 0) {
    parts.push('Ready to compare.')
    return parts.join(' ')
  }
  const who =
    cached + fromRecord > 0
      ? toRead === 1
        ? 'Reading the other one'
        : `Reading the other ${toRead}`
      : toRead === 1
        ? 'Reading the broadcast'
        : `Reading the ${toRead} broadcasts`
  const requests = toRead * requestsToRead(EXAMPLE_LOG_COUNT)
  const size = `${formatCount(EXAMPLE_LOG_COUNT)} logs${toRead === 1 ? '' : ' each'}`
  parts.push(`${who} takes ${formatWait(pacedMs(requests))} for ${size}, at the pace the API allows.`)

  return parts.join(' ')
}
