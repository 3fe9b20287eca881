import { describe, expect, it } from 'vitest'
import { makeLog } from '@/test/log-fixture'
import {
  FOLLOW,
  firstPageToFollow,
  isLive,
  logsChanged,
  newestActivity,
  nextFollowDelay,
  recordChanged,
  waitForRequestSlot,
} from './follow-schedule'

describe('follow schedule', () => {
  it('waits 15 s, longer after each quiet read up to a minute, and 15 s again after news', () => {
    const delays: number[] = []
    let delay: number | undefined
    for (let i = 0; i < 8; i += 1) delays.push((delay = nextFollowDelay(delay, false)))
    expect(delays).toEqual([15_000, 22_500, 33_750, 50_625, 60_000, 60_000, 60_000, 60_000])
    expect(nextFollowDelay(60_000, true)).toBe(FOLLOW.baseMs)
  })

  it('keeps to 10 requests in any minute', () => {
    const now = 100_000
    expect(waitForRequestSlot([], now)).toBe(0)
    const ten = Array.from({ length: 10 }, (_, i) => now - 50_000 + i * 1000)
    expect(waitForRequestSlot(ten, now)).toBe(10_000)
    expect(waitForRequestSlot(ten.slice(1), now)).toBe(0)
    expect(waitForRequestSlot([now - 70_000, ...ten.slice(1)], now)).toBe(0)
  })

  it('reads the newest activity of the logs and says whether it is under 15 minutes old', () => {
    const logs = [
      makeLog({ createdAt: '2026-11-25T10:00:00.000Z', updatedAt: '2026-11-25T10:01:00.000Z' }),
      makeLog({ createdAt: '2026-11-25T10:02:00.000Z', updatedAt: 'not a date' }),
    ]
    const newest = newestActivity(logs)
    expect(newest).toBe(Date.parse('2026-11-25T10:02:00.000Z'))
    expect(isLive(newest, Date.parse('2026-11-25T10:16:59.000Z'))).toBe(true)
    expect(isLive(newest, Date.parse('2026-11-25T10:17:00.000Z'))).toBe(false)
    expect(isLive(newestActivity([]), Date.now())).toBe(false)
  })

  it('re-reads from the last full page', () => {
    expect(firstPageToFollow(0, 1000)).toBe(1)
    expect(firstPageToFollow(999, 1000)).toBe(1)
    expect(firstPageToFollow(1000, 1000)).toBe(1)
    expect(firstPageToFollow(2400, 1000)).toBe(2)
  })

  it('sees a new log and a status that moved on, and nothing else', () => {
    const a = makeLog()
    expect(logsChanged([a], [{ ...a }])).toBe(false)
    expect(logsChanged([a], [a, a])).toBe(true)
    expect(logsChanged([a], [{ ...a, status: 'read', updatedAt: '2026-11-20T10:06:00.000Z' }])).toBe(true)
  })

  it('sees a broadcast record move on in its status, its times or its figures, and nothing else', () => {
    const record = { status: 'SENDING', startedAt: '2026-11-25T10:00:00.000Z', deliveryStats: { sentCount: 10 } }
    expect(recordChanged(undefined, record)).toBe(true)
    expect(recordChanged(record, { ...record, deliveryStats: { sentCount: 10 } })).toBe(false)
    expect(recordChanged(record, { ...record, deliveryStats: { sentCount: 11 } })).toBe(true)
    expect(recordChanged(record, { ...record, status: 'COMPLETED' })).toBe(true)
    expect(recordChanged(record, { ...record, completedAt: '2026-11-25T10:09:00.000Z' })).toBe(true)
  })
})
