import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { broadcastLogSchema, listBroadcastLogs, type BroadcastLog } from '@/api/broadcasts'
import { LOG_STATUSES } from '@/domain/log-statuses'
import { DEMO_API_KEY } from '@/lib/demo-keys'
import { clientFor, readAll } from '@/test/demo-harness'
import { createDemoDb } from './db'
import type { StoredBroadcast } from './demo-data'
import { createDemoServer } from './node'
import { SENDING_BROADCAST_ID, SENDING_LOG_COUNT } from './seed-broadcasts'
import { SEED_NOW } from './seed-time'
import { SENDING_LEAD_MS } from './seed-time'
import { lastSendOffset, planSending, planSends, sendingLogsAt } from './sending-logs'

const SECOND = 1000
const MINUTE = 60 * SECOND
const OPENED = SEED_NOW + 5 * 24 * 60 * MINUTE

/** A demo clock the test moves by hand. */
function demoClock(start = OPENED) {
  let now = start
  return { clock: () => new Date(now), set: (ms: number) => (now = ms) }
}

function sendingBroadcast(db: ReturnType<typeof createDemoDb>): StoredBroadcast {
  const found = db.data.broadcasts.find((b) => b.id === SENDING_BROADCAST_ID)
  if (!found) throw new Error(`the seed has no ${SENDING_BROADCAST_ID}`)
  return found
}

function openDemo() {
  const time = demoClock()
  const db = createDemoDb({ clock: time.clock })
  const broadcast = sendingBroadcast(db)
  return { time, db, broadcast, read: () => db.logsFor(broadcast) }
}

function statusCounts(logs: readonly BroadcastLog[]) {
  const counts = Object.fromEntries(LOG_STATUSES.map((status) => [status, 0]))
  for (const log of logs) counts[log.status] = (counts[log.status] ?? 0) + 1
  return counts
}

/** The statuses a log may reach later from each. */
const LATER: Record<string, readonly string[]> = {
  sent: ['delivered', 'read', 'replied', 'failed'],
  delivered: ['read', 'replied'],
  read: ['replied'],
  replied: [],
  failed: [],
}

function expectMovedOnOnly(before: readonly BroadcastLog[], after: readonly BroadcastLog[]) {
  expect(after.length).toBeGreaterThanOrEqual(before.length)
  before.forEach((was, i) => {
    const is = after[i]
    expect(is?.phone).toBe(was.phone)
    expect(is?.createdAt).toBe(was.createdAt)
    if (is?.status !== was.status) expect(LATER[was.status]).toContain(is?.status)
    expect((is?.updatedAt ?? '') >= was.updatedAt).toBe(true)
  })
}

describe('the sending broadcast', () => {
  it('is seeded in the main workspace with a plan of SENDING_LOG_COUNT logs and no seed logs', async () => {
    const { broadcast } = openDemo()
    expect(broadcast).toMatchObject({ name: 'Advent calendar — day 1', workspace: { id: 'ws_1' }, type: 'TEMPLATE' })
    expect(broadcast.seedLogCount).toBe(0)
    expect(broadcast.sendingLogCount).toBe(SENDING_LOG_COUNT)
    expect(planSending(broadcast)).toHaveLength(SENDING_LOG_COUNT)
  })

  it('has been sending for a few minutes when the demo opens: about 4 logs a second, the newest seconds old', async () => {
    const { db, read } = openDemo()
    expect(db.sendingStartedAt).toBe(OPENED - SENDING_LEAD_MS)
    const logs = await read()
    const perSecond = logs.length / (SENDING_LEAD_MS / SECOND)
    expect(perSecond).toBeGreaterThan(3.5)
    expect(perSecond).toBeLessThan(4.5)
    const newest = Date.parse(logs.at(-1)?.createdAt ?? '')
    expect(OPENED - newest).toBeLessThan(2 * SECOND)
    expect(Date.parse(logs[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(OPENED - SENDING_LEAD_MS)
  })

  it('gives well-formed logs in send order, none updated after the clock, replies and errors only where they belong', async () => {
    const { time, read } = openDemo()
    for (const at of [OPENED, OPENED + 4 * MINUTE, OPENED + 3 * 60 * MINUTE]) {
      time.set(at)
      const logs = await read()
      for (const [i, log] of logs.entries()) {
        expect(broadcastLogSchema.safeParse(log).success).toBe(true)
        expect(log.broadcast).toEqual({ id: SENDING_BROADCAST_ID, name: 'Advent calendar — day 1' })
        expect(Date.parse(log.updatedAt)).toBeLessThanOrEqual(at)
        expect(log.updatedAt >= log.createdAt).toBe(true)
        if (i > 0) expect(log.createdAt >= (logs[i - 1]?.createdAt ?? '')).toBe(true)
        expect(log.reply !== '').toBe(log.status === 'replied')
        expect(log.error !== '').toBe(log.status === 'failed')
      }
    }
  })

  it('never changes while the clock stands still', async () => {
    const { read } = openDemo()
    const first = await read()
    expect(await read()).toEqual(first)
    expect(await read()).not.toBe(first)
  })

  it('grows by about 240 logs a minute, and statuses move on', async () => {
    const { time, read } = openDemo()
    const before = await read()
    time.set(OPENED + MINUTE)
    const after = await read()
    expect(after.length - before.length).toBeGreaterThan(200)
    expect(after.length - before.length).toBeLessThan(290)
    expectMovedOnOnly(before, after)
    const [was, is] = [statusCounts(before), statusCounts(after.slice(0, before.length))]
    expect(is.sent ?? 0).toBeLessThan(was.sent ?? 0)
    expect(is.read ?? 0).toBeGreaterThan(was.read ?? 0)
  })

  it('stops sending after about 10 minutes; statuses still move for a while, then settle in the seed mix', async () => {
    const { time, read } = openDemo()
    time.set(OPENED - SENDING_LEAD_MS + 9 * MINUTE)
    expect((await read()).length).toBeLessThan(SENDING_LOG_COUNT)
    time.set(OPENED - SENDING_LEAD_MS + 11 * MINUTE)
    const done = await read()
    expect(done).toHaveLength(SENDING_LOG_COUNT)

    time.set(OPENED + 30 * MINUTE)
    const later = await read()
    expect(later).toHaveLength(SENDING_LOG_COUNT)
    expectMovedOnOnly(done, later)
    expect(statusCounts(later)).not.toEqual(statusCounts(done))

    time.set(OPENED + 3 * 60 * MINUTE)
    const settled = await read()
    time.set(OPENED + 30 * 60 * MINUTE)
    expect(await read()).toEqual(settled)
    const share = (status: string) => (statusCounts(settled)[status] ?? 0) / SENDING_LOG_COUNT
    expect(share('read')).toBeGreaterThan(0.3)
    expect(share('failed')).toBeGreaterThan(0.06)
    expect(share('sent')).toBeGreaterThan(0.04)
  })

  it('is the same for the same start, whenever it is read', async () => {
    const a = openDemo()
    const b = openDemo()
    b.time.set(OPENED + 2 * MINUTE)
    a.time.set(OPENED + 2 * MINUTE)
    expect(await a.read()).toEqual(await b.read())
  })

  it('starts again when the demo data is reset, and carries a new name on its logs', async () => {
    const { time, db, read } = openDemo()
    const opened = await read()
    time.set(OPENED + 20 * MINUTE)
    expect(await read()).toHaveLength(SENDING_LOG_COUNT)
    db.reset()
    expect(db.sendingStartedAt).toBe(OPENED + 20 * MINUTE - SENDING_LEAD_MS)
    const broadcast = sendingBroadcast(db)
    expect((await db.logsFor(broadcast)).map((log) => log.phone)).toEqual(opened.map((log) => log.phone))
    broadcast.name = 'Advent calendar — day one'
    expect((await db.logsFor(broadcast))[0]?.broadcast.name).toBe('Advent calendar — day one')
  })

  it('is cheap: the plan is made once, and a read of all its logs takes well under 20 ms', async () => {
    const { time, read } = openDemo()
    time.set(OPENED + 60 * MINUTE)
    await read() // makes the plan
    let best = Number.POSITIVE_INFINITY
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now()
      expect(await read()).toHaveLength(SENDING_LOG_COUNT)
      best = Math.min(best, performance.now() - started)
    }
    expect(best).toBeLessThan(20)
  })

  it('derives a view from a plan and a start alone', async () => {
    const plan = planSending({ id: 'bc_probe', sendingLogCount: 40 })
    expect(plan).toEqual(planSending({ id: 'bc_probe', sendingLogCount: 40 }))
    const ref = { id: 'bc_probe', name: 'Probe' }
    expect(sendingLogsAt(ref, plan, OPENED, OPENED - 1)).toEqual([])
    expect(sendingLogsAt(ref, plan, OPENED, OPENED + 60 * MINUTE)).toHaveLength(40)
  })
})

describe('planSends', () => {
  const people = [
    { recepientName: 'Ana Silva', countryCode: '+55', phone: '11912345678' },
    { recepientName: 'Jack Smith', countryCode: '+44', phone: '7700900123' },
    { recepientName: 'Lena Weber', countryCode: '+49', phone: '15112345678' },
  ]

  it('sends to the people it is given, in their order', () => {
    const plan = planSends({ seed: 'probe', audience: people })
    expect(plan.map((log) => log.recipient)).toEqual(people)
    expect(planSends({ seed: 'probe', audience: people })).toEqual(plan)
    expect(lastSendOffset(plan)).toBe(plan[2]?.stages[0]?.[1])
    expect(lastSendOffset([])).toBe(0)
  })

  it('gives its replied logs the replies it is given, in order, then none that is an opt-out', () => {
    const replies = ['STOP', 'Thanks!', 'Baja']
    const plan = planSends({ seed: 'probe', audience: 400, replies })
    const replied = plan.filter((log) => log.stages.at(-1)?.[0] === 'replied').map((log) => log.reply)
    expect(replied.length).toBeGreaterThan(replies.length)
    expect(replied.slice(0, 3)).toEqual(replies)
    expect(replied.slice(3).filter((reply) => reply.trim().toLowerCase() === 'stop')).toEqual([])
    expect(plan.filter((log) => log.stages.at(-1)?.[0] !== 'replied').every((log) => log.reply === '')).toBe(true)
  })
})

describe('GET /v1/broadcasts/{id}/logs of the sending broadcast', () => {
  const time = demoClock()
  const demo = createDemoServer({ clock: time.clock })
  const api = clientFor(DEMO_API_KEY)
  beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => demo.server.resetHandlers())
  afterAll(() => demo.server.close())

  it('pages what the clock shows, oldest first, and the pages grow as the clock moves', async () => {
    const all = await demo.db.logsFor(sendingBroadcast(demo.db))
    const first = readAll(await listBroadcastLogs(api, SENDING_BROADCAST_ID, { limit: 100 }))
    const second = readAll(await listBroadcastLogs(api, SENDING_BROADCAST_ID, { limit: 100, page: 2 }))
    expect([...first, ...second]).toEqual(all.slice(0, 200))
    const lastPage = Math.ceil(all.length / 100)
    const tail = readAll(await listBroadcastLogs(api, SENDING_BROADCAST_ID, { limit: 100, page: lastPage }))
    expect(tail).toEqual(all.slice((lastPage - 1) * 100))
    expect(readAll(await listBroadcastLogs(api, SENDING_BROADCAST_ID, { limit: 100, page: lastPage + 1 }))).toEqual([])

    time.set(OPENED + MINUTE)
    const later = readAll(await listBroadcastLogs(api, SENDING_BROADCAST_ID, { limit: 100, page: lastPage + 1 }))
    expect(later.length).toBeGreaterThan(0)
    expect(later.every((log) => Date.parse(log.createdAt) > OPENED)).toBe(true)
  })
})
