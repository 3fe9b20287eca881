import { isValidTimeZone, localToUtc, utcToLocal } from '@/domain/zoned-time'
import type { ScheduleForm } from './composer-form'

/** What a date and a time on a zone's clock name. */
export type ScheduleReading =
  | { kind: 'incomplete' }
  /** The clocks go through the time twice that night, and the form has not said which. */
  | { kind: 'choose'; earlier: Date; later: Date }
  /** `skippedTo`: the clocks jump over the time given, so the send is at this time (HH:mm) instead. */
  | { kind: 'at'; instant: Date; skippedTo?: string; repeated?: boolean }

export interface ScheduleIssue {
  path: `schedule.${keyof ScheduleForm}`
  message: string
}

/** The instant a schedule names, when it names one. */
export function readSchedule({ date, time, timeZone, repeated }: ScheduleForm): ScheduleReading {
  if (!date || !time || !isValidTimeZone(timeZone)) return { kind: 'incomplete' }
  const reading = localToUtc(date, time, timeZone)
  switch (reading.kind) {
    case 'exact':
      return { kind: 'at', instant: reading.instant }
    case 'skipped':
      return { kind: 'at', instant: reading.instant, skippedTo: reading.shownAs }
    case 'repeated':
      return repeated
        ? { kind: 'at', instant: repeated === 'later' ? reading.later : reading.earlier, repeated: true }
        : { kind: 'choose', earlier: reading.earlier, later: reading.later }
    case 'invalid':
      return { kind: 'incomplete' }
  }
}

/** What stops a schedule, each at its field: a missing part, a zone the browser does not know, a time gone by. */
export function scheduleIssues(schedule: ScheduleForm, now: Date): ScheduleIssue[] {
  const { date, time, timeZone } = schedule
  const issues: ScheduleIssue[] = []
  if (!date) issues.push({ path: 'schedule.date', message: 'Give the day to send it' })
  if (!time) issues.push({ path: 'schedule.time', message: 'Give the time to send it' })
  if (!isValidTimeZone(timeZone))
    issues.push({ path: 'schedule.timeZone', message: 'Choose a time zone from the list' })
  if (issues.length) return issues
  if (localToUtc(date, time, timeZone).kind === 'invalid')
    return [{ path: 'schedule.date', message: 'Give a day the calendar has, such as 28/11/2026' }]
  const reading = readSchedule(schedule)
  if (reading.kind === 'choose')
    return [{ path: 'schedule.repeated', message: `Choose which ${time} you mean: the clocks go back that night` }]
  if (reading.kind === 'at' && reading.instant.getTime() <= now.getTime()) {
    const today = utcToLocal(now, timeZone).date
    return date < today
      ? [{ path: 'schedule.date', message: 'This day has passed: choose a day to come' }]
      : [{ path: 'schedule.time', message: 'This time has passed: choose a later one' }]
  }
  return []
}
