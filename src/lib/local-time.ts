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
