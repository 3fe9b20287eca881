import { describe, expect, it } from 'vitest'
import { formatAtLeast, formatDateTime, maskSecret } from './format'

describe('formatAtLeast', () => {
  it('shows a full page as "at least"', () => {
    expect(formatAtLeast(7, 100)).toBe('7')
    expect(formatAtLeast(100, 100)).toBe('100+')
  })
})

describe('maskSecret', () => {
  it('shows only the last four characters', () => {
    expect(maskSecret('demo-key-7f3a9c')).toBe('•••• 3a9c')
    expect(maskSecret('abc')).toBe('••••')
  })
})

describe('formatDateTime', () => {
  it('formats ISO timestamps and keeps unreadable ones as they are', () => {
    expect(formatDateTime('2026-11-20T09:00:00Z')).toMatch(/20 Nov 2026/)
    expect(formatDateTime('not a date')).toBe('not a date')
    expect(formatDateTime(undefined)).toBe('—')
  })
})
