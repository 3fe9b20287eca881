import { idleValue } from './idle-value'

/** A count from a page of at most `limit` rows: the API gives no totals, so a full page means "at least". */
export function formatAtLeast(count: number, limit: number): string {
  return count >= limit ? `${limit}+` : String(count)
}

/** Shows only the end of a secret, e.g. "•••• 9c3f". */
export function maskSecret(secret: string): string {
  return secret.length <= 4 ? '••••' : `•••• ${secret.slice(-4)}`
}

const dateTime = idleValue(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }))

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date)
}

/** A count, grouped in thousands: "4,210". */
export const formatCount = (count: number) => count.toLocaleString('en')

/** A share (0..1) as a percentage to one decimal at most: "81.3%". */
export const formatPercent = (share: number) => `${Math.round(share * 1000) / 10}%`
