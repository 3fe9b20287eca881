import { perLocale } from './locale'

/** A count from a page of at most `limit` rows: the API gives no totals, so a full page means "at least". */
export function formatAtLeast(count: number, limit: number): string {
  return count >= limit ? `${limit}+` : String(count)
}

/** Shows only the end of a secret, e.g. "•••• 9c3f". */
export function maskSecret(secret: string): string {
  return secret.length <= 4 ? '••••' : `•••• ${secret.slice(-4)}`
}

const dateTimes = perLocale(({ dates }) => new Intl.DateTimeFormat(dates, { dateStyle: 'medium', timeStyle: 'short' }))
const clocks = perLocale(({ dates }) => new Intl.DateTimeFormat(dates, { timeStyle: 'short' }))
const counts = perLocale(({ language }) => new Intl.NumberFormat(language))
const lists = perLocale(({ dates }) => new Intl.ListFormat(dates, { type: 'conjunction' }))
const percents = perLocale(
  ({ language }) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }),
)

/** "27 Nov 2026, 14:05"; '—' for no time, and a text that is not a time as it is. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTimes().format(date)
}

/** The time of day alone: "14:05". */
export const formatClock = (date: Date) => clocks().format(date)

/** A count, grouped in thousands: "4,210". */
export const formatCount = (count: number) => counts().format(count)

/** "a, b and c" in the interface's language (British English for English: no comma before "and"). */
export const formatList = (items: readonly string[]) => lists().format(items)

/** "1 person", "4,210 people". */
export const formatCountOf = (count: number, one: string, other: string) =>
  `${formatCount(count)} ${count === 1 ? one : other}`

/**
 * A share (0..1) as a percentage to one decimal at most: "81.3%". Rounded half up from the share times 1,000, as the
 * figures always were (Intl alone would round 0.5025 to 50.3%, not 50.2%).
 */
export const formatPercent = (share: number) => percents().format(Math.round(share * 1000) / 1000)
