import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { endOfLocalDayIso, isDateInputValue, isoToLocalDateTimeInput, localDateTimeToIso } from './local-time'

describe('endOfLocalDayIso', () => {
  it('gives the last millisecond of the day in the local time zone, as UTC', () => {
    const iso = endOfLocalDayIso('2026-11-20')
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    const local = new Date(iso ?? '')
    expect([local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes()]).toEqual([
      2026, 10, 20, 23, 59,
    ])
    expect(local.getMilliseconds()).toBe(999)
  })

  it('refuses what is not a calendar date', () => {
    for (const value of ['', '2026-02-30', '2026-13-01', '20-11-2026', '2026-11-20T10:00', 'yesterday']) {
      expect(endOfLocalDayIso(value), value).toBeUndefined()
      expect(isDateInputValue(value), value).toBe(false)
    }
    expect(isDateInputValue('2024-02-29')).toBe(true)
  })
})

describe('localDateTimeToIso', () => {
  it('reads a datetime-local value in the local time zone and gives it in UTC', () => {
    const iso = localDateTimeToIso('2030-01-02T09:30')
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(iso).toBe(new Date(2030, 0, 2, 9, 30).toISOString())
    expect(localDateTimeToIso('2030-01-02T09:30:15')).toBe(new Date(2030, 0, 2, 9, 30, 15).toISOString())
    expect(localDateTimeToIso('2030-01-02T09:30:15.5')).toBe(new Date(2030, 0, 2, 9, 30, 15, 500).toISOString())
  })

  it('refuses what is not a local date and time', () => {
    for (const value of [
      '',
      '2030-01-02',
      '2030-02-30T10:00',
      '2030-01-02T24:00',
      '2030-01-02T10:60',
      '2030-01-02 10:00',
      '2030-01-02T10:00Z',
      'soon',
    ]) {
      expect(localDateTimeToIso(value), value).toBeUndefined()
    }
  })
})

describe('isoToLocalDateTimeInput', () => {
  it('gives an instant as a datetime-local value in the local time zone', () => {
    expect(isoToLocalDateTimeInput(new Date(2030, 0, 2, 9, 5, 59).toISOString())).toBe('2030-01-02T09:05')
    expect(isoToLocalDateTimeInput('not a date')).toBeUndefined()
  })

  it('round-trips with localDateTimeToIso', () => {
    for (const value of ['2030-01-02T09:30', '2024-02-29T23:59', '2031-12-31T00:00']) {
      expect(isoToLocalDateTimeInput(localDateTimeToIso(value) ?? '')).toBe(value)
    }
  })
})

/**
 * The helpers run in a Node process of their own with a fixed time zone: this process's zone is the machine's
 * (often UTC, where local and UTC agree) and is shared by every test in it.
 */
function inTimeZone(
  timeZone: string,
  values: readonly string[],
): [iso: string | undefined, back: string | undefined][] {
  const script = `const m = await import(${JSON.stringify(new URL('./local-time.ts', import.meta.url).href)})
console.log(JSON.stringify(${JSON.stringify(values)}.map((value) => { const iso = m.localDateTimeToIso(value); return [iso, iso && m.isoToLocalDateTimeInput(iso)] })))`
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    env: { ...process.env, TZ: timeZone },
    encoding: 'utf8',
  })
  return JSON.parse(output) as [string | undefined, string | undefined][]
}

describe('datetime-local values in a fixed time zone', { timeout: 30_000 }, () => {
  it('reads them at a fixed half-hour offset (India, UTC+05:30) and gives them back unchanged', () => {
    expect(inTimeZone('Asia/Kolkata', ['2026-11-21T18:30', '2026-01-01T03:00'])).toEqual([
      ['2026-11-21T13:00:00.000Z', '2026-11-21T18:30'],
      ['2025-12-31T21:30:00.000Z', '2026-01-01T03:00'],
    ])
  })

  it('follows summer time where the offset changes with the date (Newfoundland, UTC-03:30 / -02:30)', () => {
    expect(inTimeZone('America/St_Johns', ['2026-01-15T09:00', '2026-07-15T09:00', '2026-12-31T23:45'])).toEqual([
      ['2026-01-15T12:30:00.000Z', '2026-01-15T09:00'],
      ['2026-07-15T11:30:00.000Z', '2026-07-15T09:00'],
      ['2027-01-01T03:15:00.000Z', '2026-12-31T23:45'],
    ])
  })
})
