interface TimedLog {
  status: string
  createdAt: string
  updatedAt: string
}

/**
 * How long each read message took from sent (createdAt) to read (updatedAt), in ms: only logs whose status is
 * 'read' and whose two dates parse with updatedAt >= createdAt. Replied logs are left out: their updatedAt is the
 * time of the reply, not of the read.
 */
export function sentToReadDurations(logs: readonly TimedLog[]): number[] {
  const durations: number[] = []
  for (const log of logs) {
    if (log.status.trim().toLowerCase() !== 'read') continue
    const duration = Date.parse(log.updatedAt) - Date.parse(log.createdAt)
    if (duration >= 0) durations.push(duration)
  }
  return durations
}

/** The middle value (the mean of the middle two for an even count); undefined for none. Leaves `values` as it is. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = Float64Array.from(values).sort()
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export function medianSentToReadMs(logs: readonly TimedLog[]): number | undefined {
  return median(sentToReadDurations(logs))
}
