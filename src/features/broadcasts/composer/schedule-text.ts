import { formatInZone, formatUtc, zoneLabel } from '@/domain/zoned-time'

const day = (text: string) => text.slice(0, text.indexOf(','))

/** "12:00 UTC", or the whole date when it is another day in UTC than on the zone's clock. */
export function utcText(instant: Date, timeZone: string): string {
  const utc = formatUtc(instant)
  return day(utc) === day(formatInZone(instant, timeZone)) ? utc.slice(utc.indexOf(', ') + 2) : utc
}

/** "Sat 28 Nov 2026, 09:00 São Paulo time (GMT−03:00) = 12:00 UTC" */
export function scheduleText(instant: Date, timeZone: string): string {
  return `${formatInZone(instant, timeZone)} ${zoneLabel(timeZone, instant)} = ${utcText(instant, timeZone)}`
}
