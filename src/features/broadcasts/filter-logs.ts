import type { BroadcastLog } from '@/api/broadcasts'
import { isUnreadable, type ListRow } from '@/api/list-rows'

/**
 * The logs quick filter: a status (case-insensitive) and a text found in the name, phone, reply or error. A log that
 * could not be read matches no filter; unfiltered, it stays in its place.
 */
export function filterLogs<Row extends ListRow<BroadcastLog>>(
  logs: readonly Row[],
  { status, q }: { status?: string; q?: string },
): readonly Row[] {
  const wantedStatus = status?.trim().toLowerCase()
  const needle = q?.trim().toLowerCase()
  if (!wantedStatus && !needle) return logs
  return logs.filter(
    (log) =>
      !isUnreadable(log) &&
      (!wantedStatus || log.status.toLowerCase() === wantedStatus) &&
      (!needle ||
        [
          log.recepientName,
          `${log.countryCode}${log.phone}`,
          `${log.countryCode} ${log.phone}`,
          log.reply,
          log.error,
        ].some((field) => field?.toLowerCase().includes(needle))),
  )
}

/** The statuses present in these logs, in a stable order, for the filter's choices. */
export function statusesIn(logs: readonly BroadcastLog[]): string[] {
  return [...new Set(logs.map((log) => log.status.toLowerCase()))].sort()
}
