import { describe, expect, it } from 'vitest'
import { readSchedule, scheduleIssues } from './schedule-time'

const now = new Date('2026-11-27T12:00:00Z')
const at = (date: string, time: string, timeZone = 'America/Sao_Paulo', repeated: '' | 'earlier' | 'later' = '') => ({
  date,
  time,
  timeZone,
  repeated,
})

describe('a schedule', () => {
  it('names the instant of a date and time on the zone’s clock', () => {
    expect(readSchedule(at('2026-11-28', '09:00'))).toEqual({
      kind: 'at',
      instant: new Date('2026-11-28T12:00:00Z'),
    })
    expect(scheduleIssues(at('2026-11-28', '09:00'), now)).toEqual([])
  })

  it('refuses a time gone by: on the day when the day has passed, else on the time', () => {
    expect(scheduleIssues(at('2026-11-26', '10:00'), now)).toEqual([
      { path: 'schedule.date', message: 'This day has passed: choose a day to come' },
    ])
    expect(scheduleIssues(at('2026-11-27', '08:59'), now)).toEqual([
      { path: 'schedule.time', message: 'This time has passed: choose a later one' },
    ])
  })

  it('asks for each missing part, and for a zone the browser knows', () => {
    expect(scheduleIssues(at('', '', 'Mars/Olympus'), now).map((issue) => issue.path)).toEqual([
      'schedule.date',
      'schedule.time',
      'schedule.timeZone',
    ])
  })

  it('sends a time the clocks skip at the time they show after the jump', () => {
    // Berlin, 29 March 2026: 02:00 becomes 03:00.
    const reading = readSchedule(at('2026-03-29', '02:30', 'Europe/Berlin'))
    expect(reading).toEqual({ kind: 'at', instant: new Date('2026-03-29T01:30:00Z'), skippedTo: '03:30' })
  })

  it('asks which of a time the clocks go through twice, and takes the one chosen', () => {
    // Berlin, 25 October 2026: 03:00 becomes 02:00.
    const twice = at('2026-10-25', '02:30', 'Europe/Berlin')
    expect(readSchedule(twice).kind).toBe('choose')
    expect(scheduleIssues(twice, now)).toEqual([
      { path: 'schedule.repeated', message: 'Choose which 02:30 you mean: the clocks go back that night' },
    ])
    expect(readSchedule({ ...twice, repeated: 'later' })).toEqual({
      kind: 'at',
      instant: new Date('2026-10-25T01:30:00Z'),
      repeated: true,
    })
  })
})
