import { describe, expect, it } from 'vitest'
import type { Broadcast } from '@/api/broadcasts'
import { audienceSize, retargetSizeFromFigures, retargetSizeFromLogs } from './audience-size'

const broadcast = (fields: Partial<Broadcast> = {}): Broadcast => ({
  workspace: { id: 'ws_1' },
  id: 'bc_1',
  name: 'Black Friday',
  type: 'template',
  ...fields,
})

/** 100 sent (cumulative), 80 delivered or beyond, 50 read or beyond, 10 replied, 7 failed. */
const sentOne = broadcast({
  deliveryStats: { sentCount: 100, deliveredCount: 80, readCount: 50, repliedCount: 10, failedCount: 7 },
})

const logs = [
  { status: 'sent' },
  { status: 'delivered' },
  { status: ' Delivered ' },
  { status: 'DELIVERED' },
  { status: 'read' },
  { status: 'read' },
  { status: 'replied' },
  { status: 'failed' },
  { status: 'queued' },
  { status: '' },
]

describe('retargetSizeFromFigures', () => {
  it.each([
    ['sent', 20],
    ['delivered', 30],
    ['read', 40],
    ['replied', 10],
    ['failed', 7],
  ])('counts the people whose latest stage is the engagement type: %s', (engagement, count) => {
    expect(retargetSizeFromFigures(sentOne, engagement)).toBe(count)
  })

  it('reads the engagement type trimmed and lowercased', () => {
    expect(retargetSizeFromFigures(sentOne, ' Delivered ')).toBe(30)
    expect(retargetSizeFromFigures(sentOne, 'READ')).toBe(40)
  })

  it('reads counts the service sends as numeric strings', () => {
    const source = broadcast({ deliveryStats: { sentCount: '12', deliveredCount: '5' } })
    expect(retargetSizeFromFigures(source, 'sent')).toBe(7)
  })

  it('never gives a negative count when the figures disagree', () => {
    const source = broadcast({
      deliveryStats: { sentCount: 5, deliveredCount: 8, readCount: 9, repliedCount: 12, failedCount: 0 },
    })
    expect(retargetSizeFromFigures(source, 'sent')).toBe(0)
    expect(retargetSizeFromFigures(source, 'delivered')).toBe(0)
    expect(retargetSizeFromFigures(source, 'read')).toBe(0)
    expect(retargetSizeFromFigures(source, 'failed')).toBe(0)
  })

  it('does not say when a count it needs is missing', () => {
    expect(retargetSizeFromFigures(broadcast({ deliveryStats: { sentCount: 100 } }), 'sent')).toBeUndefined()
    expect(retargetSizeFromFigures(broadcast({ deliveryStats: { deliveredCount: 80 } }), 'sent')).toBeUndefined()
    expect(retargetSizeFromFigures(broadcast({ deliveryStats: { deliveredCount: 80 } }), 'delivered')).toBeUndefined()
    expect(retargetSizeFromFigures(broadcast({ deliveryStats: { readCount: 50 } }), 'read')).toBeUndefined()
    expect(retargetSizeFromFigures(broadcast({ deliveryStats: { sentCount: 100 } }), 'replied')).toBeUndefined()
    expect(retargetSizeFromFigures(broadcast({ deliveryStats: { sentCount: 100 } }), 'failed')).toBeUndefined()
  })

  it('does not take a value that is not a count', () => {
    const source = broadcast({ deliveryStats: { sentCount: 100, deliveredCount: 'many', repliedCount: -1 } })
    expect(retargetSizeFromFigures(source, 'sent')).toBeUndefined()
    expect(retargetSizeFromFigures(source, 'replied')).toBeUndefined()
  })

  it('takes the failures from the processed stats when the funnel has none', () => {
    const source = broadcast({ processedStats: { totalCount: 10, successCount: 8, failureCount: 2 } })
    expect(retargetSizeFromFigures(source, 'failed')).toBe(2)
    expect(retargetSizeFromFigures(source, 'sent')).toBeUndefined()
  })

  it('does not say for a broadcast without figures', () => {
    expect(retargetSizeFromFigures(broadcast(), 'sent')).toBeUndefined()
    expect(retargetSizeFromFigures(broadcast({ deliveryStats: null, processedStats: null }), 'failed')).toBeUndefined()
  })

  it('does not say for an engagement type it cannot count', () => {
    expect(retargetSizeFromFigures(sentOne, 'clicked')).toBeUndefined()
    expect(retargetSizeFromFigures(sentOne, '')).toBeUndefined()
    expect(retargetSizeFromFigures(sentOne, 'toString')).toBeUndefined()
  })
})

describe('retargetSizeFromLogs', () => {
  it.each([
    ['sent', 1],
    ['delivered', 3],
    [' Read', 2],
    ['replied', 1],
    ['failed', 1],
  ])('counts the logs whose status equals the engagement type, trimmed and lowercased: %j', (engagement, count) => {
    expect(retargetSizeFromLogs(logs, engagement)).toBe(count)
  })

  it('counts nothing in no logs', () => {
    expect(retargetSizeFromLogs([], 'sent')).toBe(0)
  })
})

describe('audienceSize', () => {
  it('leaves segments to the service, which counts them when it sends', () => {
    expect(audienceSize({ kind: 'segments', segmentIds: ['seg_1', 'seg_2'] })).toEqual({ kind: 'at-send' })
    expect(audienceSize({ kind: 'segments', segmentIds: [] })).toEqual({ kind: 'at-send' })
  })

  it('counts a retarget from the source’s figures first', () => {
    expect(audienceSize({ kind: 'retarget', source: sentOne, engagement: 'delivered', logs })).toEqual({
      kind: 'known',
      count: 30,
      from: 'figures',
    })
    expect(audienceSize({ kind: 'retarget', source: sentOne, engagement: 'sent' })).toEqual({
      kind: 'known',
      count: 20,
      from: 'figures',
    })
  })

  it('counts from the logs when the figures do not say', () => {
    const bare = broadcast()
    expect(audienceSize({ kind: 'retarget', source: bare, engagement: 'delivered', logs })).toEqual({
      kind: 'known',
      count: 3,
      from: 'logs',
    })
    const partial = broadcast({ deliveryStats: { sentCount: 100 } })
    expect(audienceSize({ kind: 'retarget', source: partial, engagement: 'sent', logs })).toEqual({
      kind: 'known',
      count: 1,
      from: 'logs',
    })
    expect(audienceSize({ kind: 'retarget', source: bare, engagement: 'read', logs: [] })).toEqual({
      kind: 'known',
      count: 0,
      from: 'logs',
    })
  })

  it('counts from the logs when the source is not loaded', () => {
    expect(audienceSize({ kind: 'retarget', source: undefined, engagement: 'failed', logs })).toEqual({
      kind: 'known',
      count: 1,
      from: 'logs',
    })
  })

  it('does not know without figures or logs', () => {
    expect(audienceSize({ kind: 'retarget', source: broadcast(), engagement: 'sent' })).toEqual({ kind: 'unknown' })
    expect(audienceSize({ kind: 'retarget', source: undefined, engagement: 'sent' })).toEqual({ kind: 'unknown' })
  })

  it('does not know for an engagement type it cannot count, even with figures and logs', () => {
    const clicked = [{ status: 'clicked' }]
    expect(audienceSize({ kind: 'retarget', source: sentOne, engagement: 'clicked', logs: clicked })).toEqual({
      kind: 'unknown',
    })
    expect(audienceSize({ kind: 'retarget', source: sentOne, engagement: '' })).toEqual({ kind: 'unknown' })
  })
})
