import { describe, expect, it } from 'vitest'
import { pacedMs, readCostText } from './read-cost'

describe('readCostText', () => {
  it('says the cached broadcasts cost nothing and how long the others take', () => {
    expect(readCostText({ cached: 1, toRead: 2 })).toBe(
      'Already read in this tab: 1 (ready now). Reading the other 2 takes about 2 s for 5,000 logs each, at the pace the API allows.',
    )
  })

  it('costs every broadcast when none was read in this tab', () => {
    expect(readCostText({ cached: 0, toRead: 3 })).toBe(
      'Reading the 3 broadcasts takes about 6 s for 5,000 logs each, at the pace the API allows.',
    )
    expect(readCostText({ cached: 0, toRead: 1 })).toMatch(
      /^Reading the broadcast takes under a second for 5,000 logs,/,
    )
  })

  it('asks nothing when every broadcast was read', () => {
    expect(readCostText({ cached: 3, toRead: 0 })).toBe('Already read in this tab: 3 (ready now). Ready to compare.')
    expect(readCostText({ cached: 4, toRead: 1 })).toMatch(
      /^Already read in this tab: 4 \(ready now\)\. Reading the other one takes/,
    )
  })
})

describe('readCostText with broadcasts whose record carries their figures', () => {
  it('reads no log for those, and costs only the others', () => {
    expect(readCostText({ cached: 0, toRead: 1, fromRecord: 2 })).toBe(
      'With their figures in their record: 2 (nothing to read). Reading the other one takes under a second for 5,000 logs, at the pace the API allows.',
    )
    expect(readCostText({ cached: 1, toRead: 0, fromRecord: 1 })).toBe(
      'With their figures in their record: 1 (nothing to read). Already read in this tab: 1 (ready now). Ready to compare.',
    )
  })
})

describe('the pace', () => {
  it('sends ten requests at once, then 90 a minute', () => {
    expect(pacedMs(10)).toBe(0)
    expect(pacedMs(11)).toBeCloseTo(666.67, 1)
    expect(pacedMs(100)).toBe(60_000)
  })
})
