import { formatCount } from './format'

const twoUnits = (value: number, unit: string, rest: number, restUnit: string) =>
  rest ? `${formatCount(value)} ${unit} ${rest} ${restUnit}` : `${formatCount(value)} ${unit}`

/** '38 s', '4 min 12 s', '2 h 5 min', '3 d 4 h': two units at most, rounded to the smaller one; '—' for no time. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—'
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  if (seconds < 3600) return twoUnits(Math.floor(seconds / 60), 'min', seconds % 60, 's')
  const minutes = Math.round(ms / 60_000)
  if (minutes < 1440) return twoUnits(Math.floor(minutes / 60), 'h', minutes % 60, 'min')
  const hours = Math.round(ms / 3_600_000)
  return twoUnits(Math.floor(hours / 24), 'd', hours % 24, 'h')
}

/** An estimate, rounded up: 'under a second', 'about 2 s', 'about 3 min'. */
export function formatWait(ms: number): string {
  if (ms < 1000) return 'under a second'
  if (ms < 60_000) return `about ${Math.ceil(ms / 1000)} s`
  return `about ${Math.ceil(ms / 60_000)} min`
}

/** The time between two events, to the minute, and in days past two days: 'under a minute', '3 min', '2 h 5 min', '3 days'. */
export function formatTimeBetween(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes < 1) return 'under a minute'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  return `${formatCount(Math.round(hours / 24))} days`
}
