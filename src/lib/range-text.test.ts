import { describe, expect, it } from 'vitest'
import { rangeText } from './range-text'

describe('rangeText', () => {
  it('gives the first and last row of the page and the total, with an en dash and grouped digits', () => {
    expect(rangeText({ page: 3, limit: 1000, rowCount: 1000, total: 5200 })).toBe('2,001–3,000 of 5,200')
    expect(rangeText({ page: 1, limit: 100, rowCount: 100, total: 5200 })).toBe('1–100 of 5,200')
  })

  it('leaves the total out while it is unknown', () => {
    expect(rangeText({ page: 3, limit: 1000, rowCount: 1000 })).toBe('2,001–3,000')
  })

  it('ends a last partial page at the total', () => {
    expect(rangeText({ page: 6, limit: 1000, rowCount: 200, total: 5200 })).toBe('5,001–5,200 of 5,200')
    expect(rangeText({ page: 6, limit: 1000, rowCount: 200 })).toBe('5,001–5,200')
  })

  it('names a single row once', () => {
    expect(rangeText({ page: 6, limit: 1000, rowCount: 1, total: 5001 })).toBe('5,001 of 5,001')
    expect(rangeText({ page: 1, limit: 100, rowCount: 1 })).toBe('1')
  })

  it('groups large numbers the en-US way', () => {
    expect(rangeText({ page: 1001, limit: 1000, rowCount: 1000, total: 1_234_567 })).toBe(
      '1,000,001–1,001,000 of 1,234,567',
    )
  })

  describe('an empty page', () => {
    it('says there are no rows when nothing is there at all', () => {
      expect(rangeText({ page: 1, limit: 100, rowCount: 0 })).toBe('No rows')
      expect(rangeText({ page: 1, limit: 100, rowCount: 0, total: 0 })).toBe('No rows')
      expect(rangeText({ page: 4, limit: 100, rowCount: 0, total: 0 })).toBe('No rows')
    })

    it('shows none of the total on page 1 (e.g. a filter matches nothing)', () => {
      expect(rangeText({ page: 1, limit: 100, rowCount: 0, total: 5200 })).toBe('0 of 5,200')
    })

    it('says the page is past the last row beyond it', () => {
      expect(rangeText({ page: 60, limit: 100, rowCount: 0, total: 5200 })).toBe('Past the last of 5,200')
      expect(rangeText({ page: 60, limit: 100, rowCount: 0 })).toBe('Past the last row')
    })
  })

  it('treats a page below 1 as page 1', () => {
    expect(rangeText({ page: 0, limit: 100, rowCount: 100, total: 250 })).toBe('1–100 of 250')
  })
})
