import { describe, expect, it } from 'vitest'
import { formatAtLeast, formatCount, formatDateTime, formatPercent, maskSecret } from './format'

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

describe('formatCount and formatPercent', () => {
  it('group thousands, and give a share to one decimal at most', () => {
    expect(formatCount(4210)).toBe('4,210')
    expect(formatPercent(0.8134)).toBe('81.3%')
    expect(formatPercent(1)).toBe('100%')
    expect(formatPercent(0)).toBe('0%')
  })
})
