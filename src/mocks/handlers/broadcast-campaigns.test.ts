import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createBroadcast,
  deleteBroadcast,
  getBroadcast,
  listBroadcastLogs,
  listBroadcasts,
  updateBroadcast,
  type Broadcast,
  type BroadcastLog,
  type BroadcastRequest,
} from '@/api/broadcasts'
import { deleteSegment } from '@/api/segments'
import { api, errorText, failure, raw, readAll } from '@/test/demo-harness'
import { createDemoServer } from '../node'
import { FINISHED_CAMPAIGN_ID, SCHEDULED_CAMPAIGN_ID, SENDING_CAMPAIGN_ID } from '../seed-broadcasts'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
/** The demo clock these tests start at: a week after the seed's own moment. */
const OPENED = Date.parse('2026-11-27T10:00:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()

let now = OPENED
const demo = createDemoServer({ clock: () => new Date(now) })
beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  now = OPENED
  demo.db.reset()
})
afterEach(() => demo.server.resetHandlers())
afterAll(() => demo.server.close())

/** seg_1 and seg_2's member counts, as seeded. */
const SEG_1_AND_2 = 240 + 180

/** A campaign in WS_EU: order_confirmation with values for its five variables, to seg_1 and seg_2, sent now. */
const campaign = (extra: Partial<BroadcastRequest> = {}): BroadcastRequest => ({
  workspace: { id: 'ws_1' },
  name: 'Order confirmations — test',
  type: 'TEMPLATE',
  template: { name: 'order_confirmation', language: 'en_GB' },
  headerTextParameters: ['NW-1'],
  bodyTextParameters: ['Ana', 'NW-1', '£10.00'],
  buttonUrlParameters: ['NW-1'],
  segments: [{ id: 'seg_1' }, { id: 'seg_2' }],
  ...extra,
})

/** What the wire says, not what the API module reads. */
async function wire(id: string): Promise<Record<string, unknown>> {
  return (await (await raw('GET', `/v1/broadcasts/${id}`)).json()) as Record<string, unknown>
}

async function allLogs(id: string): Promise<BroadcastLog[]> {
  const logs: BroadcastLog[] = []
  for (let page = 1; ; page += 1) {
    const slice = readAll(await listBroadcastLogs(api, id, { page, limit: 1000 }))
    logs.push(...slice)
    if (slice.length < 1000) return logs
  }
}

/** The figures as domain/broadcast-figures.ts reads them, counted from the logs' statuses here, independently. */
function figuresOf(logs: readonly BroadcastLog[]) {
  const count = (...statuses: string[]) => logs.filter((log) => statuses.includes(log.status)).length
  const failed = count('failed')
  return {
    processedStats: { totalCount: logs.length, successCount: logs.length - failed, failureCount: failed },
    deliveryStats: {
      sentCount: count('sent', 'delivered', 'read', 'replied'),
      deliveredCount: count('delivered', 'read', 'replied'),
      readCount: count('read', 'replied'),
      failedCount: failed,
      repliedCount: count('replied'),
    },
  }
}

const idOf = (broadcast: Broadcast) => broadcast.id ?? ''

describe('a campaign is stored and shown with every field it was sent', () => {
  it('POST returns each request field, an extra one too, and the status and figures the service sets', async () => {
    const request = {
      ...campaign({ scheduleDateTime: '2026-11-28T15:00:00+01:00', headerMediaUrl: 'https://cdn.example/a.jpg' }),
      locationParameters: { latitude: 51.5, longitude: -0.12, address: '1 Strand, London', name: 'Strand store' },
      channel: 'WHATSAPP_CLOUD',
    }
    const response = await raw('POST', '/v1/broadcasts', { body: JSON.stringify(request) })
    expect(response.status).toBe(200)
    const created = (await response.json()) as Record<string, unknown>
    const id = String(created.id)
    const zero = figuresOf([])
    expect(created).toStrictEqual({ ...request, id, status: 'SCHEDULED', ...zero })
    expect(await wire(id)).toStrictEqual(created)
    const listed = (await (await raw('GET', '/v1/broadcasts?workspaceId=ws_1&limit=100')).json()) as unknown[]
    expect(listed).toContainEqual(created)
  })

  it('never takes the id, status, times or figures from a request, nor the demo’s own fields', async () => {
    const body = {
      ...campaign({ scheduleDateTime: '2026-11-28T15:00:00Z' }),
      id: 'bc_mine',
      status: 'COMPLETED',
      startedAt: '2026-11-01T00:00:00Z',
      processedStats: { totalCount: 9 },
      seedLogCount: 5000,
      createdAt: '2020-01-01T00:00:00Z',
    }
    const created = (await (await raw('POST', '/v1/broadcasts', { body: JSON.stringify(body) })).json()) as Broadcast
    expect(created.id).not.toBe('bc_mine')
    expect(created).toMatchObject({ status: 'SCHEDULED', processedStats: { totalCount: 0 } })
    expect(created).not.toHaveProperty('startedAt')
    const stored = demo.db.data.broadcasts.find((b) => b.id === created.id)
    expect(stored).toMatchObject({ seedLogCount: 0, createdAt: iso(OPENED) })
    expect(await allLogs(idOf(created))).toEqual([])
  })

  it('PUT keeps the extra fields it is sent and answers with what it stored', async () => {
    const extra = { audience: { size: 2178, source: 'segment' }, channel: 'WHATSAPP_CLOUD' }
    const response = await raw('PUT', `/v1/broadcasts/${SCHEDULED_CAMPAIGN_ID}`, {
      body: JSON.stringify({
        ...(await wire(SCHEDULED_CAMPAIGN_ID)),
        name: 'Weekend order confirmations v2',
        ...extra,
      }),
    })
    expect(response.status).toBe(200)
    const updated = (await response.json()) as Record<string, unknown>
    expect(updated).toMatchObject({ name: 'Weekend order confirmations v2', status: 'SCHEDULED', ...extra })
    expect(await wire(SCHEDULED_CAMPAIGN_ID)).toStrictEqual(updated)
  })

  it('a broadcast in the spec’s bare shape still carries nothing else', async () => {
    const created = await createBroadcast(api, { workspace: { id: 'ws_1' }, name: 'Bare', type: 'TEXT' })
    expect(await wire(idOf(created))).toStrictEqual({
      id: created.id,
      workspace: { id: 'ws_1' },
      name: 'Bare',
      type: 'TEXT',
    })
  })
})

describe('a campaign on the demo clock', () => {
  it('scheduled: SCHEDULED until its time, then SENDING from it, then COMPLETED when its last log is out', async () => {
    const at = OPENED + 2 * HOUR
    const created = await createBroadcast(api, campaign({ scheduleDateTime: iso(at) }))
    const id = idOf(created)
    expect(created).toMatchObject({ status: 'SCHEDULED', ...figuresOf([]) })
    expect(created.startedAt).toBeUndefined()

    now = at - 1
    expect((await getBroadcast(api, id)).status).toBe('SCHEDULED')
    expect(await allLogs(id)).toEqual([])

    now = at + 30 * SECOND
    const sending = await getBroadcast(api, id)
    const early = await allLogs(id)
    expect(sending).toMatchObject({ status: 'SENDING', startedAt: iso(at), ...figuresOf(early) })
    expect(sending.completedAt).toBeUndefined()
    expect(early.length).toBeGreaterThan(80)
    expect(early.length).toBeLessThan(SEG_1_AND_2)
    expect(early.every((log) => Date.parse(log.createdAt) >= at && Date.parse(log.updatedAt) <= now)).toBe(true)

    now = at + 10 * MINUTE
    const done = await getBroadcast(api, id)
    const logs = await allLogs(id)
    expect(logs).toHaveLength(SEG_1_AND_2)
    expect(done).toMatchObject({ status: 'COMPLETED', startedAt: iso(at), completedAt: logs.at(-1)?.createdAt })
    expect(done).toMatchObject(figuresOf(logs))
    expect(logs.every((log) => log.broadcast.id === id && log.broadcast.name === created.name)).toBe(true)

    // Late reads and replies still move the figures; the times stay.
    now = at + 3 * HOUR
    const later = await getBroadcast(api, id)
    expect(later).toMatchObject({ status: 'COMPLETED', completedAt: done.completedAt, ...figuresOf(await allLogs(id)) })
    expect(later.deliveryStats?.readCount).toBeGreaterThan(Number(done.deliveryStats?.readCount))
  })

  it('without a schedule it starts when it is created', async () => {
    const created = await createBroadcast(api, campaign())
    expect(created).toMatchObject({ status: 'SENDING', startedAt: iso(OPENED), ...figuresOf([]) })
    now = OPENED + MINUTE
    const logs = await allLogs(idOf(created))
    expect(logs.length).toBeGreaterThan(150)
    expect(await getBroadcast(api, idOf(created))).toMatchObject({ status: 'SENDING', ...figuresOf(logs) })
  })

  it('a seeded campaign shows the fields of its request and those the service sets, none of the demo’s', async () => {
    expect(Object.keys(await wire(FINISHED_CAMPAIGN_ID)).sort()).toEqual([
      'bodyTextParameters',
      'buttonUrlParameters',
      'completedAt',
      'deliveryStats',
      'headerTextParameters',
      'id',
      'name',
      'processedStats',
      'scheduleDateTime',
      'segments',
      'startedAt',
      'status',
      'template',
      'type',
      'workspace',
    ])
    expect(Object.keys(await wire(SENDING_CAMPAIGN_ID))).not.toContain('scheduleDateTime')
    expect(Object.keys(await wire(SENDING_CAMPAIGN_ID))).not.toContain('completedAt')
  })

  it('the list carries each campaign’s status and figures as of now', async () => {
    now = OPENED + HOUR
    const listed = readAll(await listBroadcasts(api, { workspaceId: 'ws_1', limit: 100 }))
    const finished = listed.find((b) => b.id === FINISHED_CAMPAIGN_ID)
    expect(finished).toMatchObject({ status: 'COMPLETED', ...figuresOf(await allLogs(FINISHED_CAMPAIGN_ID)) })
    expect(listed.find((b) => b.id === SCHEDULED_CAMPAIGN_ID)?.status).toBe('SCHEDULED')
    expect(listed.find((b) => b.id === SENDING_CAMPAIGN_ID)?.status).toBe('COMPLETED')
    expect(listed.find((b) => b.id === 'bc_1')).not.toHaveProperty('status')
  })

  it('a retarget sends to the people of the source whose log has the engagement type as its status', async () => {
    const source = (await allLogs('bc_2')).filter((log) => log.status === 'read')
    expect(source.length).toBeGreaterThan(50)
    const created = await createBroadcast(
      api,
      campaign({ segments: undefined, retargetBroadcast: { id: 'bc_2' }, retargetEngagementType: ' Read ' }),
    )
    now = OPENED + HOUR
    const logs = await allLogs(idOf(created))
    const person = ({ recepientName, countryCode, phone }: BroadcastLog) => ({ recepientName, countryCode, phone })
    expect(logs.map(person)).toEqual(source.map(person))
    expect(await getBroadcast(api, idOf(created))).toMatchObject({ status: 'COMPLETED', ...figuresOf(logs) })
  })

  it('a retarget of a campaign takes its people as they stood when the retarget started', async () => {
    const first = await createBroadcast(api, campaign())
    const at = OPENED + 5 * MINUTE
    const second = await createBroadcast(
      api,
      campaign({
        segments: undefined,
        retargetBroadcast: { id: idOf(first) },
        retargetEngagementType: 'delivered',
        scheduleDateTime: iso(at),
      }),
    )
    now = at
    const delivered = (await allLogs(idOf(first))).filter((log) => log.status === 'delivered')
    expect(delivered.length).toBeGreaterThan(10)
    now = at + HOUR
    expect((await allLogs(idOf(second))).map((log) => log.phone)).toEqual(delivered.map((log) => log.phone))
  })

  it('deleting a scheduled campaign removes it: it is never sent', async () => {
    expect(await deleteBroadcast(api, SCHEDULED_CAMPAIGN_ID)).toEqual({ success: true })
    now = OPENED + 3 * 24 * HOUR
    expect((await failure(getBroadcast(api, SCHEDULED_CAMPAIGN_ID))).status).toBe(404)
    expect((await failure(listBroadcastLogs(api, SCHEDULED_CAMPAIGN_ID))).status).toBe(404)
    const ids = readAll(await listBroadcasts(api, { limit: 1000 })).map((b) => b.id)
    expect(ids).not.toContain(SCHEDULED_CAMPAIGN_ID)
  })

  it('a started campaign keeps its people when a segment it sent to, or the broadcast it retargets, is deleted', async () => {
    const finished = await allLogs(FINISHED_CAMPAIGN_ID)
    await deleteSegment(api, 'seg_1')
    expect(await allLogs(FINISHED_CAMPAIGN_ID)).toEqual(finished)

    const retarget = await createBroadcast(
      api,
      campaign({ segments: undefined, retargetBroadcast: { id: 'bc_2' }, retargetEngagementType: 'read' }),
    )
    now = OPENED + HOUR
    const sent = await allLogs(idOf(retarget))
    await deleteBroadcast(api, 'bc_2')
    expect(await allLogs(idOf(retarget))).toEqual(sent)
  })

  it('one yet to start sends to the segments left when one of them is deleted', async () => {
    await deleteSegment(api, 'seg_1')
    now = Date.parse(String((await wire(SCHEDULED_CAMPAIGN_ID)).scheduleDateTime)) + HOUR
    expect(await allLogs(SCHEDULED_CAMPAIGN_ID)).toHaveLength(180)
  })
})

describe('POST and PUT refuse a campaign the service would not send (400, in words)', () => {
  const refusals: [string, Partial<BroadcastRequest>, string][] = [
    [
      'a template the workspace does not have',
      { template: { name: 'order_confirmation', language: 'fr' } },
      'Template order_confirmation (fr) does not exist in workspace ws_1',
    ],
    [
      'a template that is not approved',
      {
        template: { name: 'order_shipped', language: 'en_GB' },
        headerTextParameters: undefined,
        bodyTextParameters: undefined,
        buttonUrlParameters: undefined,
      },
      'Template order_shipped (en_GB) is rejected: only approved templates can be sent',
    ],
    [
      'values that do not match the variables',
      { bodyTextParameters: ['Ana', 'NW-1'] },
      "bodyTextParameters has 2 values, but the template's body has 3 variables",
    ],
    [
      'a segment of another workspace',
      { segments: [{ id: 'seg_1' }, { id: 'seg_7' }] },
      'Segment seg_7 is not a segment of workspace ws_1',
    ],
    [
      'a segment that does not exist',
      { segments: [{ id: 'seg_nowhere' }] },
      'Segment seg_nowhere is not a segment of workspace ws_1',
    ],
    [
      'a retarget of a broadcast of another workspace',
      { segments: undefined, retargetBroadcast: { id: 'bc_8' }, retargetEngagementType: 'read' },
      'Broadcast bc_8 does not exist in workspace ws_1, so it cannot be retargeted',
    ],
    [
      'a retarget without an engagement type',
      { segments: undefined, retargetBroadcast: { id: 'bc_2' } },
      'retargetEngagementType is required with retargetBroadcast: sent, delivered, read, replied or failed',
    ],
    [
      'both segments and a retarget',
      { retargetBroadcast: { id: 'bc_2' }, retargetEngagementType: 'read' },
      'Give segments or a retargetBroadcast, not both',
    ],
    [
      'a template and no audience',
      { segments: undefined },
      'A broadcast with a template needs an audience: give segments or a retargetBroadcast',
    ],
    [
      'a template and an empty list of segments',
      { segments: [] },
      'A broadcast with a template needs an audience: give segments or a retargetBroadcast',
    ],
    [
      'a schedule without a time zone',
      { scheduleDateTime: '2026-12-01T15:00:00' },
      'scheduleDateTime must be a date and time with its time zone (Z or ±hh:mm), such as 2026-12-01T15:00:00Z; "2026-12-01T15:00:00" is not',
    ],
    [
      'a schedule that is not a date',
      { scheduleDateTime: 'tomorrow at 3' },
      'scheduleDateTime must be a date and time with its time zone (Z or ±hh:mm), such as 2026-12-01T15:00:00Z; "tomorrow at 3" is not',
    ],
    [
      'a schedule in the past',
      { scheduleDateTime: '2026-11-27T09:59:59Z' },
      'scheduleDateTime 2026-11-27T09:59:59Z is not in the future: schedule it after 2026-11-27T10:00:00.000Z',
    ],
    [
      'a schedule at this very moment',
      { scheduleDateTime: '2026-11-27T11:00:00+01:00' },
      'scheduleDateTime 2026-11-27T11:00:00+01:00 is not in the future: schedule it after 2026-11-27T10:00:00.000Z',
    ],
  ]

  it.each(refusals)('POST: %s', async (_what, change, message) => {
    const before = demo.db.data.broadcasts.length
    const response = await raw('POST', '/v1/broadcasts', { body: JSON.stringify(campaign(change)) })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
    expect(demo.db.data.broadcasts).toHaveLength(before)
  })

  it.each(refusals)('PUT of a scheduled campaign: %s', async (_what, change, message) => {
    const before = await wire(SCHEDULED_CAMPAIGN_ID)
    const response = await raw('PUT', `/v1/broadcasts/${SCHEDULED_CAMPAIGN_ID}`, {
      body: JSON.stringify(campaign(change)),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
    expect(await wire(SCHEDULED_CAMPAIGN_ID)).toStrictEqual(before)
  })

  it('PUT refuses a broadcast that retargets itself, or one that retargets it', async () => {
    const self = await failure(
      updateBroadcast(
        api,
        SCHEDULED_CAMPAIGN_ID,
        campaign({
          segments: undefined,
          retargetBroadcast: { id: SCHEDULED_CAMPAIGN_ID },
          retargetEngagementType: 'read',
        }),
      ),
    )
    expect([self.status, errorText(self)]).toEqual([400, `Broadcast ${SCHEDULED_CAMPAIGN_ID} cannot retarget itself`])

    const later = iso(OPENED + 48 * HOUR)
    const follower = await createBroadcast(
      api,
      campaign({
        segments: undefined,
        retargetBroadcast: { id: SCHEDULED_CAMPAIGN_ID },
        retargetEngagementType: 'read',
        scheduleDateTime: later,
      }),
    )
    const loop = await failure(
      updateBroadcast(
        api,
        SCHEDULED_CAMPAIGN_ID,
        campaign({ segments: undefined, retargetBroadcast: { id: idOf(follower) }, retargetEngagementType: 'read' }),
      ),
    )
    expect([loop.status, errorText(loop)]).toEqual([
      400,
      `Broadcast ${idOf(follower)} retargets broadcast ${SCHEDULED_CAMPAIGN_ID} in turn, so ${SCHEDULED_CAMPAIGN_ID} cannot retarget it`,
    ])
  })
})

describe('editing a campaign', () => {
  it('a scheduled one takes a new schedule, audience and values', async () => {
    const at = iso(OPENED + 30 * HOUR)
    const updated = await updateBroadcast(
      api,
      SCHEDULED_CAMPAIGN_ID,
      campaign({ name: 'Weekend order confirmations', segments: [{ id: 'seg_2' }], scheduleDateTime: at }),
    )
    expect(updated).toMatchObject({ status: 'SCHEDULED', scheduleDateTime: at, segments: [{ id: 'seg_2' }] })
    expect(updated.bodyTextParameters).toEqual(['Ana', 'NW-1', '£10.00'])
    now = Date.parse(at) + HOUR
    expect(await allLogs(SCHEDULED_CAMPAIGN_ID)).toHaveLength(180)
  })

  it('a scheduled one without its schedule starts when it is saved', async () => {
    now = OPENED + 5 * MINUTE
    const record = await wire(SCHEDULED_CAMPAIGN_ID)
    const { scheduleDateTime: _dropped, ...unscheduled } = record
    const response = await raw('PUT', `/v1/broadcasts/${SCHEDULED_CAMPAIGN_ID}`, { body: JSON.stringify(unscheduled) })
    expect(await response.json()).toMatchObject({ status: 'SENDING', startedAt: iso(now) })
  })

  it('a started one may be renamed with everything else sent back as read, its past schedule too', async () => {
    const record = await wire(FINISHED_CAMPAIGN_ID)
    expect(Date.parse(String(record.scheduleDateTime))).toBeLessThan(now)
    const logs = await allLogs(FINISHED_CAMPAIGN_ID)
    const response = await raw('PUT', `/v1/broadcasts/${FINISHED_CAMPAIGN_ID}`, {
      body: JSON.stringify({ ...record, name: 'Loyalty week — renamed', type: 'MARKETING' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toStrictEqual({ ...record, name: 'Loyalty week — renamed', type: 'MARKETING' })
    const renamed = await allLogs(FINISHED_CAMPAIGN_ID)
    expect(renamed.map((log) => log.phone)).toEqual(logs.map((log) => log.phone))
    expect(renamed[0]?.broadcast.name).toBe('Loyalty week — renamed')
  })

  it.each([
    ['its template values', { bodyTextParameters: ['Ana', 'NW-2', '£10.00'] }],
    ['its audience', { segments: [{ id: 'seg_1' }] }],
    ['its schedule', { scheduleDateTime: '2026-12-24T15:00:00Z' }],
    ['its template (by leaving it out)', { template: undefined }],
  ] as const)('a started one refuses a change of %s (409) and stays as it was', async (_what, change) => {
    const record = await wire(FINISHED_CAMPAIGN_ID)
    const response = await raw('PUT', `/v1/broadcasts/${FINISHED_CAMPAIGN_ID}`, {
      body: JSON.stringify({ ...record, ...change }),
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: `Broadcast ${FINISHED_CAMPAIGN_ID} has started and can no longer be changed: only its name and type can still be edited`,
    })
    expect(await wire(FINISHED_CAMPAIGN_ID)).toStrictEqual(record)
  })

  it('one sending now, and a seeded broadcast with logs, refuse a change of what they send too (409)', async () => {
    const sending = await wire(SENDING_CAMPAIGN_ID)
    expect(sending.status).toBe('SENDING')
    const moved = await raw('PUT', `/v1/broadcasts/${SENDING_CAMPAIGN_ID}`, {
      body: JSON.stringify({ ...sending, segments: [{ id: 'seg_1' }] }),
    })
    expect(moved.status).toBe(409)
    const seeded = await failure(updateBroadcast(api, 'bc_2', campaign({ name: 'Winter collection launch' })))
    expect([seeded.status, errorText(seeded)]).toEqual([
      409,
      'Broadcast bc_2 has started and can no longer be changed: only its name and type can still be edited',
    ])
    const renamed = await updateBroadcast(api, 'bc_2', {
      workspace: { id: 'ws_1' },
      name: 'Winter launch',
      type: 'TEXT',
    })
    expect(renamed).toStrictEqual({ id: 'bc_2', workspace: { id: 'ws_1' }, name: 'Winter launch', type: 'TEXT' })
  })
})
