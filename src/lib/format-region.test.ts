import { describe, expect, it } from 'vitest'
import { formatRegion } from './format-region'

describe('formatRegion', () => {
  it("names a region in the app's English", () => {
    expect(formatRegion('ES')).toBe('Spain')
    expect(formatRegion('US')).toBe('United States')
    expect(formatRegion('KN')).toBe('St. Kitts & Nevis')
  })
})
