import { describe, expect, it } from 'vitest'
import type { BroadcastLog } from '@/api/broadcasts'
import { LOG_FUNNEL } from '@/domain/log-statuses'
import { buildLogReport, createLogReportBuilder, normaliseLogStatus } from './log-report'

let sequence = 0
function log(status: string, extra: Partial<BroadcastLog> = {}): BroadcastLog {
  sequence += 1
  return {
    broadcast: { id: 'b1', name: 'Spring sale' },
    recepientName: `Recipient ${sequence}`,
    countryCode: '+44',
    phone: `7700900${String(sequence).padStart(3, '0')}`,
    status,
    reply: '',
    error: '',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:01:00.000Z',
    ...extra,
  }
}

function many(count: number, status: string, extra: Partial<BroadcastLog> = {}): BroadcastLog[] {
  return Array.from({ length: count }, () => log(status, extra))
}

/** 10 logs: 1 sent, 2 delivered, 3 read, 2 replied (one of them STOP), 2 failed. */
const demo: BroadcastLog[] = [
  ...many(1, 'sent'),
  ...many(2, 'delivered'),
  ...many(3, 'read'),
  log('replied', { reply: 'Yes please!' }),
  log('replied', { reply: 'STOP' }),
  log('failed', { error: '131026: Message undeliverable' }),
  log('failed', { error: '130429: Rate limit hit' }),
]

describe('buildLogReport', () => {
  it('counts every status with its share, in funnel order then failed, and the opt-outs apart', () => {
    const report = buildLogReport(demo)
    expect(report.total).toBe(10)
    expect(report.byStatus).toEqual([
      { status: 'sent', count: 1, share: 0.1 },
      { status: 'delivered', count: 2, share: 0.2 },
      { status: 'read', count: 3, share: 0.3 },
      { status: 'replied', count: 1, share: 0.1 },
      { status: 'failed', count: 2, share: 0.2 },
    ])
    expect(report.optedOut).toEqual({ count: 1, share: 0.1, statuses: [{ status: 'replied', count: 1 }] })
  })

  it('counts as opted out every log whose reply asks to stop, in any of its languages, whatever its status', () => {
    const report = buildLogReport([
      log('replied', { reply: 'STOP' }),
      log('replied', { reply: 'Please stop sending me these' }),
      log('replied', { reply: 'Baja, por favor' }),
      log('replied', { reply: 'إلغاء الاشتراك' }),
      log('replied', { reply: "Don't stop the deals!" }),
      log('replied', { reply: 'Stop by the store?' }),
      log('read', { reply: 'unsubscribe' }),
      log('read'),
    ])
    expect(report.optedOut).toEqual({
      count: 5,
      share: 5 / 8,
      statuses: [
        { status: 'read', count: 1 },
        { status: 'replied', count: 4 },
      ],
    })
    expect(report.byStatus).toEqual([
      { status: 'read', count: 1, share: 1 / 8 },
      { status: 'replied', count: 2, share: 2 / 8 },
    ])
    expect(report.replies).toBe(2)
  })

  it('leaves out a status whose every log opted out', () => {
    const report = buildLogReport([log('replied', { reply: 'STOP' }), log('read')])
    expect(report.byStatus.map((row) => row.status)).toEqual(['read'])
    expect(report.optedOut.count).toBe(1)
  })

  it('lists only the statuses it saw', () => {
    expect(buildLogReport([log('read'), log('failed')]).byStatus.map((s) => s.status)).toEqual(['read', 'failed'])
  })

  it('puts unknown statuses last, alphabetically, and counts them', () => {
    const report = buildLogReport([
      log('queued'),
      log('failed'),
      log('Expired'),
      log('sent'),
      log('queued'),
      log('accepted'),
    ])
    expect(report.byStatus).toEqual([
      { status: 'sent', count: 1, share: 1 / 6 },
      { status: 'failed', count: 1, share: 1 / 6 },
      { status: 'accepted', count: 1, share: 1 / 6 },
      { status: 'expired', count: 1, share: 1 / 6 },
      { status: 'queued', count: 2, share: 2 / 6 },
    ])
  })

  it('compares statuses without regard to case or surrounding spaces', () => {
    const report = buildLogReport([log('READ'), log(' Read '), log('read'), log('Failed')])
    expect(report.byStatus).toEqual([
      { status: 'read', count: 3, share: 0.75 },
      { status: 'failed', count: 1, share: 0.25 },
    ])
    expect(report.funnel.find((step) => step.stage === 'read')?.count).toBe(3)
  })

  it('counts a blank status as "unknown"', () => {
    expect(normaliseLogStatus('  ')).toBe('unknown')
    expect(buildLogReport([log(''), log('sent')]).byStatus.map((s) => s.status)).toEqual(['sent', 'unknown'])
  })

  it('builds a cumulative funnel: each stage counts the logs that reached it or went further, replied opt-outs apart', () => {
    const report = buildLogReport(demo)
    expect(report.funnel).toEqual([
      { stage: 'attempted', count: 10, share: 1 },
      { stage: 'sent', count: 8, share: 0.8 },
      { stage: 'delivered', count: 7, share: 0.7 },
      { stage: 'read', count: 5, share: 0.5 },
      { stage: 'replied', count: 1, share: 0.1 },
    ])
    expect(report.funnel.slice(1).map((step) => step.stage)).toEqual([...LOG_FUNNEL])
  })

  it('counts failed and unknown statuses as attempted only', () => {
    const report = buildLogReport([log('failed'), log('queued'), log('delivered')])
    expect(report.funnel.map((step) => step.count)).toEqual([3, 1, 1, 0, 0])
  })

  it('ranks failure reasons by count, ties alphabetically, and counts the rest', () => {
    const logs = [
      ...many(3, 'failed', { error: 'B: not on WhatsApp' }),
      ...many(3, 'failed', { error: 'A: undeliverable' }),
      ...many(5, 'failed', { error: 'C: rate limit' }),
      ...many(1, 'failed', { error: 'D: stopped marketing' }),
      ...many(2, 'failed', { error: 'E: ecosystem' }),
    ]
    const report = buildLogReport(logs, 3)
    expect(report.failureReasons).toEqual([
      { reason: 'C: rate limit', count: 5 },
      { reason: 'A: undeliverable', count: 3 },
      { reason: 'B: not on WhatsApp', count: 3 },
    ])
    expect(report.otherFailures).toBe(3)
  })

  it('shows the top 5 reasons by default', () => {
    const logs = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((error) => log('failed', { error }))
    const report = buildLogReport(logs)
    expect(report.failureReasons.map((r) => r.reason)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(report.otherFailures).toBe(2)
  })

  it('treats a top N of 0 or less as "none listed", every failure then counting as other', () => {
    const logs = many(4, 'failed', { error: 'x' })
    expect(buildLogReport(logs, 0)).toMatchObject({ failureReasons: [], otherFailures: 4 })
    expect(buildLogReport(logs, -1)).toMatchObject({ failureReasons: [], otherFailures: 4 })
  })

  it('trims error texts, merges equal ones and ignores blank or missing ones', () => {
    const logs = ['  Rate limit hit ', 'Rate limit hit', '   ', '\n\t', null, undefined].map((error) =>
      log('failed', { error }),
    )
    const report = buildLogReport(logs)
    expect(report.failureReasons).toEqual([{ reason: 'Rate limit hit', count: 2 }])
    expect(report.otherFailures).toBe(0)
    expect(report.byStatus).toEqual([{ status: 'failed', count: 6, share: 1 }])
  })

  it('counts an error text whatever the status says', () => {
    expect(buildLogReport([log('sent', { error: 'Timed out' })]).failureReasons).toEqual([
      { reason: 'Timed out', count: 1 },
    ])
  })

  it('counts replies with text, ignoring blank and missing ones and opt-outs', () => {
    const logs = [
      ...['Merci !', '👍', 'STOP', 'Désabonnez-moi', '  '].map((reply) => log('replied', { reply })),
      ...[null, undefined, ''].map((reply) => log('read', { reply })),
    ]
    expect(buildLogReport(logs).replies).toBe(2)
  })

  it('gives an empty report with zero shares for no logs', () => {
    expect(buildLogReport([])).toEqual({
      total: 0,
      byStatus: [],
      funnel: [
        { stage: 'attempted', count: 0, share: 0 },
        { stage: 'sent', count: 0, share: 0 },
        { stage: 'delivered', count: 0, share: 0 },
        { stage: 'read', count: 0, share: 0 },
        { stage: 'replied', count: 0, share: 0 },
      ],
      optedOut: { count: 0, share: 0, statuses: [] },
      failureReasons: [],
      otherFailures: 0,
      replies: 0,
      countries: [],
    })
  })

  it('keeps shares between 0 and 1 and the status counts with the opt-outs adding up to the total', () => {
    const report = buildLogReport([...demo, log('queued'), log('SENT')])
    expect(report.byStatus.reduce((sum, s) => sum + s.count, 0) + report.optedOut.count).toBe(report.total)
    for (const { share } of [...report.byStatus, ...report.funnel]) {
      expect(share).toBeGreaterThanOrEqual(0)
      expect(share).toBeLessThanOrEqual(1)
    }
  })
})

describe('createLogReportBuilder', () => {
  it('gives the same report page by page as all at once', () => {
    const statuses = ['sent', 'delivered', 'read', 'replied', 'failed', 'Queued', 'READ']
    const logs = Array.from({ length: 2345 }, (_, i) =>
      log(statuses[i % statuses.length] ?? 'sent', {
        reply: i % 11 === 0 ? `reply ${i}` : i % 13 === 0 ? 'STOP' : '',
        error: i % 4 === 0 ? `error ${i % 9}` : null,
      }),
    )
    const builder = createLogReportBuilder()
    for (let start = 0; start < logs.length; start += 1000) builder.add(logs.slice(start, start + 1000))
    expect(builder.result(3)).toEqual(buildLogReport(logs, 3))
  })

  it('can be read between pages, and reading does not change it', () => {
    const builder = createLogReportBuilder()
    builder.add([log('read'), log('failed', { error: 'x' })])
    const first = builder.result()
    expect(first.total).toBe(2)
    expect(builder.result()).toEqual(first)

    builder.add([log('replied', { reply: 'hi' })])
    expect(builder.result()).toMatchObject({ total: 3, replies: 1 })
    expect(first.total).toBe(2)
  })

  it('reads the top N at result time', () => {
    const builder = createLogReportBuilder()
    builder.add(['a', 'a', 'b', 'c'].map((error) => log('failed', { error })))
    expect(builder.result(1)).toMatchObject({ failureReasons: [{ reason: 'a', count: 2 }], otherFailures: 2 })
    expect(builder.result(10)).toMatchObject({ otherFailures: 0 })
    expect(builder.result(10).failureReasons).toHaveLength(3)
  })
})
