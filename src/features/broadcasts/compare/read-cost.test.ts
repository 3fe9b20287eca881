import { describe, expect, it } from 'vitest'
import { formatWait, pacedMs, readCostText } from './read-cost'

describe('readCostText', () => {
  it('says the cached broadcasts cost nothing and the others one request per 1,000 logs plus one, with the time', () => {
    expect(readCostText({ cached: 1, toRead: 2 })).toBe(
      'Broadcasts already read: 1 (no request). The other 2 take one request per 1,000 logs, plus one: 12 requests for 5,000 logs each, about 2 s within the rate limit.',
    )
  })

  it('costs every broadcast when none was read in this tab', () => {
    expect(readCostText({ cached: 0, toRead: 3 })).toBe(
      'Each of the 3 broadcasts takes one request per 1,000 logs, plus one: 18 requests for 5,000 logs each, about 6 s within the rate limit.',
    )
    expect(readCostText({ cached: 0, toRead: 1 })).toMatch(
      /^The broadcast takes .*: 6 requests for 5,000 logs, under a second/,
    )
  })

  it('asks nothing when every broadcast was read', () => {
    expect(readCostText({ cached: 3, toRead: 0 })).toBe(
      'Broadcasts already read: 3 (no request). Nothing left to request.',
    )
    expect(readCostText({ cached: 4, toRead: 1 })).toMatch(
      /^Broadcasts already read: 4 \(no request\)\. The other one takes/,
    )
  })
})

describe('readCostText with broadcasts whose record carries their figures', () => {
  it('reads no log for those, and costs only the others', () => {
    expect(readCostText({ cached: 0, toRead: 1, fromRecord: 2 })).toBe(
      'Broadcasts with their figures in their record: 2 (no log read). The other one takes one request per 1,000 logs, plus one: 6 requests for 5,000 logs, under a second within the rate limit.',
    )
    expect(readCostText({ cached: 1, toRead: 0, fromRecord: 1 })).toBe(
      'Broadcasts with their figures in their record: 1 (no log read). Broadcasts already read: 1 (no request). Nothing left to request.',
    )
  })
})

describe('the pace', () => {
  it('sends ten requests at once, then 90 a minute', () => {
    expect(pacedMs(10)).toBe(0)
    expect(pacedMs(11)).toBeCloseTo(666.67, 1)
    expect(pacedMs(100)).toBe(60_000)
  })

  it('words a wait', () => {
    expect(formatWait(0)).toBe('under a second')
    expect(formatWait(1333)).toBe('about 2 s')
    expect(formatWait(60_000)).toBe('about 1 min')
    expect(formatWait(61_000)).toBe('about 2 min')
  })
})
