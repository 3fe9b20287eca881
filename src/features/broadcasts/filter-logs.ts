import type { BroadcastLog } from '@/api/broadcasts'

/** The logs quick filter: a status (case-insensitive) and a text found in the name, phone, reply or error. */
export function filterLogs(logs: readonly BroadcastLog[], { status, q }: { status?: string; q?: string }): readonly BroadcastLog[] {
  const wantedStatus = status?.trim().toLowerCase()
  const needle = q?.trim().toLowerCase()
  if (!wantedStatus && !needle) return logs
  return logs.filter(
    (log) =>
      (!wantedStatus || log.status.toLowerCase() === wantedStatus) &&
      (!needle ||
        [log.recepientName, `${log.countryCode}${log.phone}`, `${log.countryCode} ${log.phone}`, log.reply, log.error].some((field) =>
          field?.toLowerCase().includes(needle),
        )),
  )
}

/** The statuses present in these logs, in a stable order, for the filter's choices. */
export function statusesIn(logs: readonly BroadcastLog[]): string[] {
  return [...new Set(logs.map((log) => log.status.toLowerCase()))].sort()
}
