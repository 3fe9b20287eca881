import { describe, expect, it } from 'vitest'
import {
  formatAtLeast,
  formatClock,
  formatCount,
  formatCountOf,
  formatDateTime,
  formatList,
  formatPercent,
  maskSecret,
} from './format'

const afternoon = new Date(2026, 10, 27, 14, 5)

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

describe('what each formatter writes', () => {
  it.each([
    ['a date and time', formatDateTime(afternoon.toISOString()), '27 Nov 2026, 14:05'],
    ['a clock time', formatClock(afternoon), '14:05'],
    ['a morning clock time', formatClock(new Date(2026, 10, 27, 9, 30)), '09:30'],
    ['a count with a fraction', formatCount(1_234_567.5), '1,234,567.5'],
    ['a share halfway between tenths', formatPercent(0.5025), '50.2%'],
    ['the smallest share shown', formatPercent(0.0005), '0.1%'],
    ['one of a noun', formatCountOf(1, 'person', 'people'), '1 person'],
    ['none of a noun', formatCountOf(0, 'person', 'people'), '0 people'],
    ['thousands of a noun', formatCountOf(4210, 'template', 'templates'), '4,210 templates'],
  ])('%s: %s', (_, written, expected) => {
    expect(written).toBe(expected)
  })
})

describe('formatList', () => {
  it('joins the British English way, with no comma before "and"', () => {
    expect(formatList(['a'])).toBe('a')
    expect(formatList(['a', 'b'])).toBe('a and b')
    expect(formatList(['a', 'b', 'c'])).toBe('a, b and c')
  })
})
