import { describe, expect, it } from 'vitest'
import { isOptOutReply } from '@/domain/opt-out-reply'
import { broadcastRefusal } from './broadcast-checks'
import { requestFields, storedFields, type BroadcastBody } from './broadcast-request'
import { campaignFacts } from './campaign-logs'
import { isCampaign } from './campaign-start'
import { createDemoDb } from './db'
import { createSeed } from './seed'
import {
  FINISHED_CAMPAIGN_ID,
  FINISHED_CAMPAIGN_OPT_OUTS,
  FINISHED_CAMPAIGN_REPLIES,
  SCHEDULED_CAMPAIGN_ID,
  SCHEDULED_CAMPAIGN_TO_CANCEL_ID,
  SENDING_CAMPAIGN_ID,
  SENDING_BROADCAST_ID,
} from './seed-broadcasts'
import { SEED_NOW } from './seed-time'
import { WS_EU } from './seed-workspaces'

const OPENED = Date.parse('2026-11-27T10:00:00.000Z')
const CAMPAIGN_IDS = [FINISHED_CAMPAIGN_ID, SCHEDULED_CAMPAIGN_ID, SCHEDULED_CAMPAIGN_TO_CANCEL_ID, SENDING_CAMPAIGN_ID]

function openDemo(at = OPENED) {
  const db = createDemoDb({ clock: () => new Date(at) })
  const find = (id: string) => {
    const found = db.data.broadcasts.find((b) => b.id === id)
    if (!found) throw new Error(`the seed has no ${id}`)
    return found
  }
  return { db, find }
}

/** The replies the brief counts as opt-outs, folded the simplest way: trimmed, lowercased, a final full stop dropped. */
const STOP_LIKE = new Set(['stop', 'baja', 'parar', 'unsubscribe', 'stop marketing'])
const isStopLike = (reply: string) => STOP_LIKE.has(reply.trim().toLowerCase().replace(/\.$/, ''))

describe('the seeded campaigns', () => {
  it('come last in the seed, in WS_EU, so every earlier id keeps its number', () => {
    const seed = createSeed()
    expect(seed.broadcasts.slice(-4).map((b) => [b.id, b.workspace.id])).toEqual(CAMPAIGN_IDS.map((id) => [id, WS_EU]))
    expect(seed.broadcasts.slice(0, -4).some(isCampaign)).toBe(false)
    expect(seed.broadcasts.slice(-4).every(isCampaign)).toBe(true)
    expect(seed.broadcasts.find((b) => b.id === SENDING_BROADCAST_ID)).not.toHaveProperty('template')
  })

  it('are scheduled for 15:00 and 18:00 UTC on the day after the demo clock when the seed is made', () => {
    const times = (now?: number) =>
      [SCHEDULED_CAMPAIGN_ID, SCHEDULED_CAMPAIGN_TO_CANCEL_ID].map(
        (id) => createSeed(now).broadcasts.find((b) => b.id === id)?.scheduleDateTime,
      )
    expect(times()).toEqual(['2026-11-21T15:00:00.000Z', '2026-11-21T18:00:00.000Z'])
    expect(times(Date.parse('2026-11-27T23:59:59.999Z'))).toEqual([
      '2026-11-28T15:00:00.000Z',
      '2026-11-28T18:00:00.000Z',
    ])
    expect(times(Date.parse('2026-12-31T00:00:00.000Z'))[0]).toBe('2027-01-01T15:00:00.000Z')
    expect(createSeed(OPENED)).toEqual(createSeed(OPENED))
  })

  it('each would be accepted as it is by the checks of a new broadcast, on a clock before they start', () => {
    const { db } = openDemo(SEED_NOW - 6 * 24 * 3600_000)
    for (const id of CAMPAIGN_IDS) {
      const stored = db.data.broadcasts.find((b) => b.id === id)
      if (!stored) throw new Error(`the seed has no ${id}`)
      const fields = requestFields(storedFields(stored) as BroadcastBody)
      expect(broadcastRefusal(db, fields, undefined), id).toBeUndefined()
      expect(fields.template).toEqual({ name: 'order_confirmation', language: 'en_GB' })
    }
  })

  it('give every seeded segment a member count from 50 to 3,000, small for seg_1 and seg_2', () => {
    for (const segment of createSeed().segments) {
      expect(Number.isInteger(segment.memberCount), segment.id).toBe(true)
      expect(segment.memberCount).toBeGreaterThanOrEqual(50)
      expect(segment.memberCount).toBeLessThanOrEqual(3000)
    }
    const small = createSeed().segments.filter((s) => ['seg_1', 'seg_2'].includes(s.id))
    expect(small.map((s) => s.memberCount ?? Infinity).every((count) => count <= 300)).toBe(true)
  })
})

describe('the finished campaign', () => {
  it('went out to a few hundred people and is completed, its figures those of its logs', async () => {
    const { db, find } = openDemo()
    const broadcast = find(FINISHED_CAMPAIGN_ID)
    const logs = await db.logsFor(broadcast)
    expect(logs).toHaveLength(300)
    const facts = await campaignFacts(db, broadcast, OPENED)
    expect(facts).toMatchObject({
      status: 'COMPLETED',
      startedAt: broadcast.scheduleDateTime,
      completedAt: logs.at(-1)?.createdAt,
      processedStats: { totalCount: 300 },
    })
    expect(facts.deliveryStats.repliedCount).toBe(logs.filter((log) => log.status === 'replied').length)
  })

  it(`has ${FINISHED_CAMPAIGN_OPT_OUTS} opt-out replies among others that only look like one`, async () => {
    const { db, find } = openDemo()
    const replies = (await db.logsFor(find(FINISHED_CAMPAIGN_ID)))
      .filter((log) => log.status === 'replied')
      .map((log) => log.reply ?? '')
    expect(replies.slice(0, FINISHED_CAMPAIGN_REPLIES.length)).toEqual(FINISHED_CAMPAIGN_REPLIES)
    expect(replies.length).toBeGreaterThan(FINISHED_CAMPAIGN_REPLIES.length)
    expect(replies).toEqual(expect.arrayContaining(["don't stop", 'Stop marketing', 'Thanks!', ' Stop. ', 'PARAR']))
    expect(replies.filter(isStopLike)).toHaveLength(FINISHED_CAMPAIGN_OPT_OUTS)
    expect(replies.filter(isOptOutReply)).toHaveLength(FINISHED_CAMPAIGN_OPT_OUTS)
  })
})

describe('the seeded sending campaign', () => {
  it('is under way when the demo opens, and done some twelve minutes later', async () => {
    const opened = openDemo()
    const broadcast = opened.find(SENDING_CAMPAIGN_ID)
    const facts = await campaignFacts(opened.db, broadcast, OPENED)
    expect(facts.status).toBe('SENDING')
    expect(facts.startedAt).toBe(new Date(opened.db.sendingStartedAt).toISOString())
    expect(facts.processedStats.totalCount).toBeGreaterThan(500)
    expect(facts.processedStats.totalCount).toBeLessThan(1000)
    expect(facts.deliveryStats.sentCount).toBeGreaterThan(0)

    const done = await campaignFacts(opened.db, broadcast, OPENED + 12 * 60_000)
    expect(done).toMatchObject({ status: 'COMPLETED', processedStats: { totalCount: 2600 } })
  })
})
