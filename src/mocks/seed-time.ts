/** Every seeded timestamp counts back from this fixed moment, so the seed never depends on the clock. */
export const SEED_NOW = Date.parse('2026-11-20T09:00:00.000Z')

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** An ISO timestamp the given days, hours and minutes before SEED_NOW. */
export function daysAgo(days: number, hours = 0, minutes = 0): string {
  return new Date(SEED_NOW - days * DAY - hours * HOUR - minutes * MINUTE).toISOString()
}

/** An ISO timestamp the given minutes after another. */
export function minutesAfter(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * MINUTE).toISOString()
}

/** How long before the demo API started a sending broadcast began, so a page just opened shows it under way. */
export const SENDING_LEAD_MS = 3 * MINUTE
