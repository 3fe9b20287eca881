import { describe, expect, it } from 'vitest'
import {
  formatInZone,
  formatUtc,
  isValidTimeZone,
  localToUtc,
  type LocalToUtc,
  utcToLocal,
  zoneLabel,
} from './zoned-time'

const at = (iso: string) => new Date(iso)
const exact = (instant: string): LocalToUtc => ({ kind: 'exact', instant: at(instant) })
const skipped = (instant: string, shownAs: string): LocalToUtc => ({ kind: 'skipped', instant: at(instant), shownAs })
const repeated = (earlier: string, later: string): LocalToUtc => ({
  kind: 'repeated',
  earlier: at(earlier),
  later: at(later),
})

describe('localToUtc', () => {
  it('reads São Paulo at UTC−3 all year, as it has kept no summer time since 2019', () => {
    expect(localToUtc('2026-11-28', '09:00', 'America/Sao_Paulo')).toEqual(exact('2026-11-28T12:00:00Z'))
    expect(localToUtc('2026-01-15', '09:00', 'America/Sao_Paulo')).toEqual(exact('2026-01-15T12:00:00Z'))
  })

  it('reads Berlin at UTC+1 in winter and UTC+2 in summer', () => {
    expect(localToUtc('2026-01-10', '08:15', 'Europe/Berlin')).toEqual(exact('2026-01-10T07:15:00Z'))
    expect(localToUtc('2026-07-10', '08:15', 'Europe/Berlin')).toEqual(exact('2026-07-10T06:15:00Z'))
  })

  it('moves a time in Berlin’s spring gap to what the clock shows after the jump', () => {
    expect(localToUtc('2026-03-29', '02:30', 'Europe/Berlin')).toEqual(skipped('2026-03-29T01:30:00Z', '03:30'))
    expect(localToUtc('2026-03-29', '02:00', 'Europe/Berlin')).toEqual(skipped('2026-03-29T01:00:00Z', '03:00'))
  })

  it('reads the times either side of Berlin’s spring gap exactly', () => {
    expect(localToUtc('2026-03-29', '01:59', 'Europe/Berlin')).toEqual(exact('2026-03-29T00:59:00Z'))
    expect(localToUtc('2026-03-29', '03:00', 'Europe/Berlin')).toEqual(exact('2026-03-29T01:00:00Z'))
  })

  it('gives both instants, earlier first, for a time in Berlin’s autumn overlap', () => {
    expect(localToUtc('2026-10-25', '02:30', 'Europe/Berlin')).toEqual(
      repeated('2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z'),
    )
    expect(localToUtc('2026-10-25', '02:00', 'Europe/Berlin')).toEqual(
      repeated('2026-10-25T00:00:00Z', '2026-10-25T01:00:00Z'),
    )
    expect(localToUtc('2026-10-25', '03:00', 'Europe/Berlin')).toEqual(exact('2026-10-25T02:00:00Z'))
  })

  it('handles both of New York’s changes', () => {
    expect(localToUtc('2026-03-08', '02:30', 'America/New_York')).toEqual(skipped('2026-03-08T07:30:00Z', '03:30'))
    expect(localToUtc('2026-03-08', '01:59', 'America/New_York')).toEqual(exact('2026-03-08T06:59:00Z'))
    expect(localToUtc('2026-11-01', '01:30', 'America/New_York')).toEqual(
      repeated('2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z'),
    )
    expect(localToUtc('2026-11-01', '02:00', 'America/New_York')).toEqual(exact('2026-11-01T07:00:00Z'))
  })

  it('reads a zone with a half-hour offset', () => {
    expect(localToUtc('2026-06-01', '12:00', 'Asia/Kolkata')).toEqual(exact('2026-06-01T06:30:00Z'))
    expect(localToUtc('2026-06-01', '03:00', 'Asia/Kolkata')).toEqual(exact('2026-05-31T21:30:00Z'))
  })

  it('handles Lord Howe Island’s half-hour summer time', () => {
    // 02:00 → 02:30 on the first Sunday of October, 02:00 → 01:30 on the first Sunday of April.
    expect(localToUtc('2026-10-04', '02:15', 'Australia/Lord_Howe')).toEqual(skipped('2026-10-03T15:45:00Z', '02:45'))
    expect(localToUtc('2026-10-04', '02:30', 'Australia/Lord_Howe')).toEqual(exact('2026-10-03T15:30:00Z'))
    expect(localToUtc('2026-04-05', '01:45', 'Australia/Lord_Howe')).toEqual(
      repeated('2026-04-04T14:45:00Z', '2026-04-04T15:15:00Z'),
    )
    expect(localToUtc('2026-04-05', '02:00', 'Australia/Lord_Howe')).toEqual(exact('2026-04-04T15:30:00Z'))
  })

  it('reads UTC as it is', () => {
    expect(localToUtc('2026-03-29', '02:30', 'UTC')).toEqual(exact('2026-03-29T02:30:00Z'))
    expect(localToUtc('2028-02-29', '23:59', 'UTC')).toEqual(exact('2028-02-29T23:59:00Z'))
  })

  it('moves a skipped time across a skipped day: only the instant carries the new date', () => {
    // Samoa crossed the date line: 29 December 2011 was followed by 31 December.
    const result = localToUtc('2011-12-30', '12:00', 'Pacific/Apia')
    expect(result).toEqual(skipped('2011-12-30T22:00:00Z', '12:00'))
    expect(result.kind === 'skipped' && utcToLocal(result.instant, 'Pacific/Apia')).toEqual({
      date: '2011-12-31',
      time: '12:00',
    })
  })

  it('refuses a date the calendar does not have', () => {
    expect(localToUtc('2026-02-30', '09:00', 'Europe/Berlin')).toEqual({ kind: 'invalid' })
    expect(localToUtc('2026-02-29', '09:00', 'UTC')).toEqual({ kind: 'invalid' })
    expect(localToUtc('2026-13-01', '09:00', 'UTC')).toEqual({ kind: 'invalid' })
    expect(localToUtc('2026-04-31', '09:00', 'UTC')).toEqual({ kind: 'invalid' })
    expect(localToUtc('0000-01-01', '09:00', 'UTC')).toEqual({ kind: 'invalid' })
  })

  it('refuses text that is not a date or a time', () => {
    for (const [date, time] of [
      ['2026-1-05', '09:00'],
      ['28/11/2026', '09:00'],
      ['2026-11-28T09:00', '09:00'],
      ['', '09:00'],
      ['2026-11-28', '9:00'],
      ['2026-11-28', '24:00'],
      ['2026-11-28', '09:60'],
      ['2026-11-28', '09:00:00'],
      ['2026-11-28', ''],
    ]) {
      expect(localToUtc(date!, time!, 'UTC')).toEqual({ kind: 'invalid' })
    }
  })

  it('refuses an unknown zone', () => {
    expect(localToUtc('2026-11-28', '09:00', 'Mars/Olympus_Mons')).toEqual({ kind: 'invalid' })
    expect(localToUtc('2026-11-28', '09:00', '')).toEqual({ kind: 'invalid' })
  })

  it('reads a short year without taking it for the 1900s', () => {
    expect(localToUtc('0099-06-01', '00:00', 'UTC')).toEqual(exact('0099-06-01T00:00:00Z'))
  })
})

describe('utcToLocal', () => {
  it('shows an instant on the zone’s wall clock', () => {
    expect(utcToLocal(at('2026-11-28T12:00:00Z'), 'America/Sao_Paulo')).toEqual({ date: '2026-11-28', time: '09:00' })
    expect(utcToLocal(at('2026-11-28T12:00:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-11-28', time: '17:30' })
    expect(utcToLocal(at('2026-11-28T20:00:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-11-29', time: '01:30' })
    expect(utcToLocal(at('2026-01-01T02:00:00Z'), 'America/New_York')).toEqual({ date: '2025-12-31', time: '21:00' })
    expect(utcToLocal(at('2026-11-28T12:00:00Z'), 'UTC')).toEqual({ date: '2026-11-28', time: '12:00' })
  })

  it('shows midnight as 00:00 and drops seconds', () => {
    expect(utcToLocal(at('2026-05-01T22:00:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-05-02', time: '00:00' })
    expect(utcToLocal(at('2026-05-01T10:15:59.999Z'), 'UTC')).toEqual({ date: '2026-05-01', time: '10:15' })
  })

  it('tells the two passes of an autumn overlap apart only by the instant', () => {
    expect(utcToLocal(at('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-10-25', time: '02:30' })
    expect(utcToLocal(at('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-10-25', time: '02:30' })
  })

  it('throws for an unknown zone or an invalid date, as Intl does', () => {
    expect(() => utcToLocal(at('2026-11-28T12:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError)
    expect(() => utcToLocal(new Date(Number.NaN), 'UTC')).toThrow(RangeError)
  })
})

describe('round trips', () => {
  const zones = [
    'UTC',
    'America/Sao_Paulo',
    'Europe/Berlin',
    'America/New_York',
    'Asia/Kolkata',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
  ]

  const MINUTE = 60 * 1000
  const roundTrip = (timeZone: string, epoch: number) => {
    const instant = new Date(epoch)
    const { date, time } = utcToLocal(instant, timeZone)
    const result = localToUtc(date, time, timeZone)
    if (result.kind === 'exact') expect(result.instant).toEqual(instant)
    else if (result.kind === 'repeated') expect([result.earlier, result.later]).toContainEqual(instant)
    else expect.fail(`${timeZone} ${date} ${time}: ${result.kind}`)
  }

  it('gives back every local time that exists, through 2026', () => {
    // 4 h 45 min apart, so the samples fall on every quarter of every hour.
    for (const timeZone of zones)
      for (let epoch = Date.UTC(2026, 0, 1); epoch < Date.UTC(2027, 0, 1); epoch += 285 * MINUTE)
        roundTrip(timeZone, epoch)
  })

  it('gives back every quarter hour of the days the clocks change', () => {
    const changes: [string, string][] = [
      ['Europe/Berlin', '2026-03-29'],
      ['Europe/Berlin', '2026-10-25'],
      ['America/New_York', '2026-03-08'],
      ['America/New_York', '2026-11-01'],
      ['Australia/Lord_Howe', '2026-04-04'],
      ['Australia/Lord_Howe', '2026-10-03'],
      ['Pacific/Chatham', '2026-04-04'],
      ['Pacific/Chatham', '2026-09-26'],
    ]
    for (const [timeZone, day] of changes) {
      const start = Date.parse(`${day}T00:00:00Z`)
      for (let epoch = start; epoch < start + 2 * 24 * 60 * MINUTE; epoch += 15 * MINUTE) roundTrip(timeZone, epoch)
    }
  })

  it('shows a skipped time as the clock reads it after the jump', () => {
    const result = localToUtc('2026-03-29', '02:30', 'Europe/Berlin')
    expect(result.kind === 'skipped' && utcToLocal(result.instant, 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      time: '03:30',
    })
  })

  it('shows both instants of a repeated time as that time', () => {
    const result = localToUtc('2026-11-01', '01:30', 'America/New_York')
    if (result.kind !== 'repeated') expect.fail(result.kind)
    expect(utcToLocal(result.earlier, 'America/New_York')).toEqual({ date: '2026-11-01', time: '01:30' })
    expect(utcToLocal(result.later, 'America/New_York')).toEqual({ date: '2026-11-01', time: '01:30' })
  })
})

describe('isValidTimeZone', () => {
  it('knows IANA zones, UTC and their aliases', () => {
    for (const zone of ['UTC', 'Etc/UTC', 'America/Sao_Paulo', 'Asia/Kolkata', 'Asia/Calcutta', 'europe/berlin'])
      expect(isValidTimeZone(zone)).toBe(true)
  })

  it('refuses anything else', () => {
    for (const zone of ['', 'Mars/Olympus_Mons', 'Berlin', 'GMT+25', ' Europe/Berlin'])
      expect(isValidTimeZone(zone)).toBe(false)
  })
})

describe('zoneLabel', () => {
  const winter = at('2026-01-15T12:00:00Z')
  const summer = at('2026-07-15T12:00:00Z')

  it('names the city, accents included, and the offset with a real minus sign', () => {
    expect(zoneLabel('America/Sao_Paulo', winter)).toBe('São Paulo time (GMT−03:00)')
    expect(zoneLabel('America/New_York', winter)).toBe('New York time (GMT−05:00)')
    expect(zoneLabel('America/Argentina/Buenos_Aires', winter)).toBe('Buenos Aires time (GMT−03:00)')
    expect(zoneLabel('Asia/Kolkata', winter)).toBe('Kolkata time (GMT+05:30)')
    expect(zoneLabel('America/Bogota', winter)).toBe('Bogotá time (GMT−05:00)')
  })

  it('shows the offset in force at the given instant', () => {
    expect(zoneLabel('Europe/Berlin', winter)).toBe('Berlin time (GMT+01:00)')
    expect(zoneLabel('Europe/Berlin', summer)).toBe('Berlin time (GMT+02:00)')
    expect(zoneLabel('Australia/Lord_Howe', winter)).toBe('Lord Howe time (GMT+11:00)')
    expect(zoneLabel('Australia/Lord_Howe', summer)).toBe('Lord Howe time (GMT+10:30)')
  })

  it('writes a zero offset in full', () => {
    expect(zoneLabel('Europe/London', winter)).toBe('London time (GMT+00:00)')
  })

  it('calls UTC and its aliases UTC', () => {
    for (const zone of ['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT']) expect(zoneLabel(zone, winter)).toBe('UTC')
  })

  it('shows only the offset for a zone named by its offset, and a legacy id as it is', () => {
    expect(zoneLabel('Etc/GMT+3', winter)).toBe('GMT−03:00')
    expect(zoneLabel('CET', winter)).toBe('CET (GMT+01:00)')
  })

  it('throws for an unknown zone', () => {
    expect(() => zoneLabel('Mars/Olympus_Mons', winter)).toThrow(RangeError)
  })
})

describe('formatInZone', () => {
  it('shows the weekday, date and 24-hour time in the zone', () => {
    const instant = at('2026-11-28T12:00:00Z')
    expect(formatInZone(instant, 'America/Sao_Paulo')).toBe('Sat 28 Nov 2026, 09:00')
    expect(formatInZone(instant, 'Asia/Kolkata')).toBe('Sat 28 Nov 2026, 17:30')
    expect(formatInZone(at('2026-11-28T23:05:00Z'), 'Europe/Berlin')).toBe('Sun 29 Nov 2026, 00:05')
    expect(formatInZone(at('2026-03-01T04:00:00Z'), 'America/New_York')).toBe('Sat 28 Feb 2026, 23:00')
  })
})

describe('formatUtc', () => {
  it('shows the instant in UTC and says so', () => {
    expect(formatUtc(at('2026-11-28T12:00:00Z'))).toBe('Sat 28 Nov 2026, 12:00 UTC')
    expect(formatUtc(at('2027-01-01T00:00:00Z'))).toBe('Fri 1 Jan 2027, 00:00 UTC')
  })
})
