import { describe, expect, it } from 'vitest'
import type { BroadcastLog } from '@/api/broadcasts'
import { makeLog } from '@/test/log-fixture'
import { broadcastStats, statsOfRead } from './broadcast-stats'

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes)).toISOString()
const read = (minutesToRead: number, overrides: Partial<BroadcastLog> = {}) =>
  makeLog({ status: 'read', createdAt: at(0), updatedAt: at(minutesToRead), ...overrides })
const times = (n: number, make: () => BroadcastLog) => Array.from({ length: n }, make)

describe('broadcastStats', () => {
  const logs = [
    ...times(2, () => makeLog({ status: 'sent' })),
    ...times(3, () => makeLog({ status: 'delivered' })),
    read(2),
    read(4),
    read(10, { countryCode: '34' }),
    makeLog({ status: 'replied', createdAt: at(0), updatedAt: at(50), countryCode: '+34' }),
    ...times(4, () => makeLog({ status: 'failed', error: 'Number not on WhatsApp', countryCode: '+1' })),
    ...times(2, () => makeLog({ status: 'failed', error: 'Template paused', countryCode: '+1' })),
    makeLog({ status: 'failed', error: 'Rate limited', countryCode: '+49' }),
    makeLog({ status: 'failed', error: 'Account blocked', countryCode: '+49' }),
  ]
  const stats = broadcastStats(logs)

  it('counts every log as a recipient, and each stage with the ones beyond it, as counts and rates of them', () => {
    expect(stats.recipients).toBe(17)
    expect(stats.stages.delivered).toEqual({ count: 7, rate: 7 / 17 })
    expect(stats.stages.read).toEqual({ count: 4, rate: 4 / 17 })
    expect(stats.stages.replied).toEqual({ count: 1, rate: 1 / 17 })
    expect(stats.stages.failed).toEqual({ count: 8, rate: 8 / 17 })
  })

  it('keeps the top three failure reasons, most frequent first, ties alphabetically', () => {
    expect(stats.failureReasons).toEqual([
      { reason: 'Number not on WhatsApp', count: 4 },
      { reason: 'Template paused', count: 2 },
      { reason: 'Account blocked', count: 1 },
    ])
  })

  it('keeps the top three countries by calling code, with their names', () => {
    expect(stats.countries).toEqual([
      { code: '+44', name: 'United Kingdom (+44)', count: 7 },
      { code: '+1', name: expect.stringContaining('(+1)') as string, count: 6 },
      { code: '+34', name: 'Spain (+34)', count: 2 },
    ])
  })

  it('takes the median time from sent to read over the logs whose status is read', () => {
    // 2, 4 and 10 minutes; the replied log's 50 minutes are the time of its reply.
    expect(stats.medianSentToReadMs).toBe(4 * 60_000)
    expect(broadcastStats([makeLog({ status: 'delivered' })]).medianSentToReadMs).toBeUndefined()
  })

  it('gives rates of 0, not NaN, for a broadcast without logs', () => {
    const empty = broadcastStats([])
    expect(empty.recipients).toBe(0)
    expect(empty.stages.read).toEqual({ count: 0, rate: 0 })
    expect(empty.failureReasons).toEqual([])
    expect(empty.countries).toEqual([])
  })

  it('works the stats out once per read', () => {
    expect(statsOfRead(logs)).toBe(statsOfRead(logs))
    expect(statsOfRead([...logs])).not.toBe(statsOfRead(logs))
  })
})
