const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** A date input's value (YYYY-MM-DD) as the last millisecond of that day in the user's time zone, in UTC ISO 8601. */
export function endOfLocalDayIso(date: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const end = new Date(year, month, day, 23, 59, 59, 999)
  if (end.getFullYear() !== year || end.getMonth() !== month || end.getDate() !== day) return undefined
  return end.toISOString()
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isDateInputValue(value: string): boolean {
  return endOfLocalDayIso(value) !== undefined
}

/**
 * A datetime-local input's value (YYYY-MM-DDTHH:mm, seconds optional), read in the user's time zone, in UTC
 * ISO 8601. Undefined for anything else, or a day the calendar does not have.
 */
export function localDateTimeToIso(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(value)
  if (!match) return undefined
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (!isDateInputValue(`${match[1]}-${match[2]}-${match[3]}`) || hours > 23 || minutes > 59 || seconds > 59)
    return undefined
  const milliseconds = Number((match[7] ?? '0').padEnd(3, '0'))
  return new Date(year, month - 1, day, hours, minutes, seconds, milliseconds).toISOString()
}

/** An ISO 8601 instant as a datetime-local input's value (YYYY-MM-DDTHH:mm) in the user's time zone. */
export function isoToLocalDateTimeInput(iso: string): string | undefined {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return undefined
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
