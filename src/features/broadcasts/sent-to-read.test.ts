import { describe, expect, it } from 'vitest'
import { median, medianSentToReadMs, sentToReadDurations } from './sent-to-read'

const SENT = '2026-11-20T10:00:00.000Z'
const at = (seconds: number) => new Date(Date.parse(SENT) + seconds * 1000).toISOString()
const readAfter = (seconds: number, status = 'read') => ({ status, createdAt: SENT, updatedAt: at(seconds) })

describe('sentToReadDurations', () => {
  it('gives the time from createdAt to updatedAt of each read log, in ms', () => {
    expect(sentToReadDurations([readAfter(38), readAfter(0), readAfter(3600)])).toEqual([38_000, 0, 3_600_000])
  })

  it('accepts the status in any case and with spaces around', () => {
    expect(sentToReadDurations([readAfter(1, ' READ '), readAfter(2, 'Read')])).toEqual([1000, 2000])
  })

  it('leaves out replied logs (their updatedAt is the reply) and every other status', () => {
    const logs = ['replied', 'delivered', 'sent', 'failed', 'reading', ''].map((status) => readAfter(60, status))
    expect(sentToReadDurations(logs)).toEqual([])
  })

  it('leaves out dates that do not parse, and an updatedAt before createdAt', () => {
    expect(
      sentToReadDurations([
        { status: 'read', createdAt: 'yesterday', updatedAt: SENT },
        { status: 'read', createdAt: SENT, updatedAt: '' },
        { status: 'read', createdAt: '', updatedAt: '' },
        readAfter(-5),
        readAfter(7),
      ]),
    ).toEqual([7000])
  })

  it('reads 5,000 logs in well under 5 ms', () => {
    const logs = Array.from({ length: 5000 }, (_, i) => readAfter(i % 97, i % 4 ? 'read' : 'replied'))
    expect(sentToReadDurations(logs)).toHaveLength(3750)
    // The best of a few runs: the machine running the tests may be busy with other work.
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now()
      medianSentToReadMs(logs)
      return performance.now() - started
    })
    expect(Math.min(...times)).toBeLessThan(5)
  })
})

describe('median', () => {
  it('is undefined for no values', () => {
    expect(median([])).toBeUndefined()
  })

  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([5])).toBe(5)
    expect(median([9, 1, 5])).toBe(5)
    expect(median([3, 100, 1, 2, 4])).toBe(3)
  })

  it('is the mean of the middle two of an even count', () => {
    expect(median([4, 1])).toBe(2.5)
    expect(median([10, 2, 8, 4])).toBe(6)
  })

  it('sorts as numbers, not as text', () => {
    expect(median([100, 20, 3])).toBe(20)
  })

  it('leaves its input as it is', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('medianSentToReadMs', () => {
  it('is the median over the read logs only', () => {
    const logs = [readAfter(10), readAfter(30), readAfter(20), readAfter(9999, 'replied'), readAfter(-1)]
    expect(medianSentToReadMs(logs)).toBe(20_000)
    expect(medianSentToReadMs([...logs, readAfter(40)])).toBe(25_000)
  })

  it('is undefined when no log was read', () => {
    expect(medianSentToReadMs([])).toBeUndefined()
    expect(medianSentToReadMs([readAfter(10, 'delivered')])).toBeUndefined()
  })
})
