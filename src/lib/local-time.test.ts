import { describe, expect, it } from 'vitest'
import { endOfLocalDayIso, isDateInputValue } from './local-time'

describe('endOfLocalDayIso', () => {
  it('gives the last millisecond of the day in the local time zone, as UTC', () => {
    const iso = endOfLocalDayIso('2026-11-20')
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    const local = new Date(iso ?? '')
    expect([local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes()]).toEqual([2026, 10, 20, 23, 59])
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
