import { describe, expect, it } from 'vitest'
import {
  createBroadcast,
  deleteBroadcast,
  getBroadcast,
  listBroadcastLogs,
  listBroadcasts,
  updateBroadcast,
  type BroadcastLog,
} from '@/api/broadcasts'
import { type StoredBroadcast } from '../demo-data'
import { COMPARE_BROADCAST_IDS } from '../seed-broadcasts'
import { allIds, api, errorText, failure, firstOf, raw, readAll, stranger, withDemoServer } from '@/test/demo-harness'
import {
  itDeletes,
  itGuardsEachId,
  itLists,
  itRejectsANonJsonBody,
  itRejectsAnUnknownKey,
  itRejectsAnUnknownWorkspace,
  itSearchesByName,
  type IdCalls,
} from '@/test/handler-test-kit'

const demo = withDemoServer()

function firstWorkspaceId(): string {
  const ws = demo.db.data.workspaces[0]
  if (!ws) throw new Error('the seed has no workspace')
  return ws.id
}

const seededBroadcast = () => firstOf(demo.db.data.broadcasts, 'broadcast')

function biggestBroadcast(): StoredBroadcast {
  const [top] = [...demo.db.data.broadcasts].sort((a, b) => b.seedLogCount - a.seedLogCount)
  if (!top) throw new Error('the seed has no broadcast')
  return top
}

describe('GET /v1/broadcasts (list)', () => {
  itLists('/v1/broadcasts', listBroadcasts, () => demo.db.data.broadcasts, {
    pageSize: 2,
    shown: ({ id, workspace, name, type }) => ({ id, workspace, name, type }),
  })

  it('filters by workspaceId', async () => {
    for (const ws of demo.db.data.workspaces) {
      const expected = demo.db.data.broadcasts.filter((b) => b.workspace.id === ws.id).map((b) => b.id)
      expect((await allIds(listBroadcasts, { workspaceId: ws.id })).sort()).toEqual([...expected].sort())
    }
  })

  itSearchesByName(listBroadcasts, () => demo.db.data.broadcasts)

  it('filters by endDate and rejects a malformed one (400)', async () => {
    const oldest = [...demo.db.data.broadcasts].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]
    if (!oldest) throw new Error('no broadcast')
    const upToOldest = readAll(await listBroadcasts(api, { endDate: oldest.createdAt, limit: 1000 }))
    const expected = demo.db.data.broadcasts
      .filter((b) => Date.parse(b.createdAt) <= Date.parse(oldest.createdAt))
      .map((b) => b.id)
    expect(upToOldest.map((b) => b.id).sort()).toEqual([...expected].sort())
    expect(readAll(await listBroadcasts(api, { endDate: '1990-01-01T00:00:00.000Z' }))).toEqual([])

    const error = await failure(listBroadcasts(api, { endDate: 'yesterday-ish' }))
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('endDate')
  })

  it('filters by startDate, alone and with endDate, and rejects a malformed one (400)', async () => {
    const byAge = [...demo.db.data.broadcasts].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    const [oldest, middle, newest] = [byAge[0], byAge[Math.floor(byAge.length / 2)], byAge.at(-1)]
    if (!oldest || !middle || !newest) throw new Error('no broadcast')
    const idsFrom = (from: string, to = '9999-12-31T23:59:59.999Z') =>
      demo.db.data.broadcasts
        .filter((b) => b.createdAt >= from && b.createdAt <= to)
        .map((b) => b.id)
        .sort()
    const listed = async (params: { startDate?: string; endDate?: string }) =>
      readAll(await listBroadcasts(api, { ...params, limit: 1000 }))
        .map((b) => b.id)
        .sort()

    expect(await listed({ startDate: middle.createdAt })).toEqual(idsFrom(middle.createdAt))
    expect(idsFrom(middle.createdAt).length).toBeGreaterThan(1)
    expect(idsFrom(middle.createdAt).length).toBeLessThan(byAge.length)
    expect(await listed({ startDate: oldest.createdAt })).toHaveLength(byAge.length)
    expect(await listed({ startDate: newest.createdAt })).toEqual([newest.id])
    expect(await listed({ startDate: oldest.createdAt, endDate: middle.createdAt })).toEqual(
      idsFrom(oldest.createdAt, middle.createdAt),
    )
    expect(await listed({ startDate: middle.createdAt, endDate: oldest.createdAt })).toEqual([])

    const error = await failure(listBroadcasts(api, { startDate: 'last week' }))
    expect(error.status).toBe(400)
    expect(errorText(error)).toBe('startDate must be a date')
  })
})

describe('POST /v1/broadcasts (create)', () => {
  it('returns the broadcast with a new id; it can be read back and is listed', async () => {
    const ws = firstWorkspaceId()
    const before = demo.db.data.broadcasts.map((b) => b.id)
    const created = await createBroadcast(api, { workspace: { id: ws }, name: 'Winter sale', type: 'marketing' })
    expect(created.id).toMatch(/\S/)
    expect(before).not.toContain(created.id)
    expect(created).toEqual({ id: created.id, workspace: { id: ws }, name: 'Winter sale', type: 'marketing' })

    const id = created.id ?? ''
    expect(await getBroadcast(api, id)).toEqual(created)
    expect(await allIds(listBroadcasts)).toContain(id)
    expect(await allIds(listBroadcasts, { workspaceId: ws })).toContain(id)
    expect(readAll(await listBroadcastLogs(api, id))).toEqual([])
  })

  it('answers 200 to a raw JSON POST', async () => {
    const response = await raw('POST', '/v1/broadcasts', {
      body: JSON.stringify({ workspace: { id: firstWorkspaceId() }, name: 'Raw', type: 'utility' }),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { name: string }).name).toBe('Raw')
  })

  it('rejects an empty name (400 naming the field) and stores nothing', async () => {
    const before = demo.db.data.broadcasts.length
    const error = await failure(
      createBroadcast(api, { workspace: { id: firstWorkspaceId() }, name: '', type: 'marketing' }),
    )
    expect(error.status).toBe(400)
    expect(errorText(error)).toBe('Invalid request: name: Name is required')
    expect(demo.db.data.broadcasts).toHaveLength(before)
  })

  it('rejects a missing workspace (400 naming the field)', async () => {
    const response = await raw('POST', '/v1/broadcasts', {
      body: JSON.stringify({ name: 'No workspace', type: 'marketing' }),
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(/^Invalid request: workspace/)
  })

  itRejectsAnUnknownWorkspace((id) => createBroadcast(api, { workspace: { id }, name: 'Lost', type: 'marketing' }))

  itRejectsANonJsonBody('/v1/broadcasts', 'name=Sale')
})

const byId = {
  get: getBroadcast,
  update: (c, id) => updateBroadcast(c, id, { workspace: { id: 'ws_1' }, name: 'x', type: 'x' }),
  delete: deleteBroadcast,
  logs: listBroadcastLogs,
} satisfies IdCalls

describe('GET/PUT/DELETE /v1/broadcasts/{id}', () => {
  it('get returns a seeded broadcast, without the demo-only fields on the wire', async () => {
    const sample = seededBroadcast()
    const expected = { id: sample.id, workspace: sample.workspace, name: sample.name, type: sample.type }
    expect(await getBroadcast(api, sample.id)).toEqual(expected)
    // The API module strips unknown keys, so check the raw JSON for seedLogCount/createdAt.
    expect(await (await raw('GET', `/v1/broadcasts/${sample.id}`)).json()).toStrictEqual(expected)
  })

  it('PUT updates the broadcast; get shows the new name', async () => {
    const sample = seededBroadcast()
    const updated = await updateBroadcast(api, sample.id, {
      workspace: sample.workspace,
      name: 'Renamed campaign',
      type: 'retention',
    })
    expect(updated).toEqual({ id: sample.id, workspace: sample.workspace, name: 'Renamed campaign', type: 'retention' })
    const fetched = await getBroadcast(api, sample.id)
    expect(fetched.name).toBe('Renamed campaign')
    expect(fetched.type).toBe('retention')
    const searched = readAll(await listBroadcasts(api, { searchText: 'renamed CAMPAIGN' }))
    expect(searched.map((b) => b.id)).toEqual([sample.id])
  })

  it('PUT renames the broadcast in its logs too', async () => {
    const sample = demo.db.data.broadcasts.find((b) => b.seedLogCount > 0)
    if (!sample) throw new Error('the seed needs a broadcast with logs')
    expect(readAll(await listBroadcastLogs(api, sample.id, { limit: 1 }))[0]?.broadcast.name).toBe(sample.name)
    await updateBroadcast(api, sample.id, { workspace: sample.workspace, name: 'Renamed campaign', type: sample.type })
    expect(readAll(await listBroadcastLogs(api, sample.id, { limit: 1 }))[0]?.broadcast).toEqual({
      id: sample.id,
      name: 'Renamed campaign',
    })
  })

  it('PUT validates the body (400) and leaves the broadcast unchanged', async () => {
    const sample = seededBroadcast()
    const error = await failure(
      updateBroadcast(api, sample.id, { workspace: sample.workspace, name: '   ', type: 'x' }),
    )
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('name')
    const unknownWs = await failure(
      updateBroadcast(api, sample.id, { workspace: { id: 'ws_nowhere' }, name: 'x', type: 'x' }),
    )
    expect(unknownWs.status).toBe(400)
    expect((await getBroadcast(api, sample.id)).name).toBe(sample.name)
  })

  itDeletes(listBroadcasts, () => demo.db.data.broadcasts, byId)
  itGuardsEachId('bc_1', 'bc_missing', byId)
})

describe('GET /v1/broadcasts/{id}/logs', () => {
  it('the big seeded broadcast has at least 5,000 logs over 5+ pages of 1000, with replies and errors', async () => {
    const big = biggestBroadcast()
    expect(big.seedLogCount).toBeGreaterThanOrEqual(5000)

    const logs: BroadcastLog[] = []
    let pages = 0
    for (let page = 1; ; page += 1) {
      const slice = readAll(await listBroadcastLogs(api, big.id, { page, limit: 1000 }))
      if (slice.length === 0) break
      pages += 1
      expect(slice.length).toBeLessThanOrEqual(1000)
      logs.push(...slice)
      if (slice.length < 1000) break
      expect(page).toBeLessThan(100)
    }
    expect(pages).toBeGreaterThanOrEqual(5)
    expect(logs.length).toBeGreaterThanOrEqual(5000)
    expect(logs).toHaveLength(big.seedLogCount)
    expect(logs.every((log) => log.broadcast.id === big.id)).toBe(true)
    expect(logs.filter((log) => typeof log.reply === 'string' && log.reply.trim() !== '').length).toBeGreaterThan(0)
    expect(logs.filter((log) => typeof log.error === 'string' && log.error.trim() !== '').length).toBeGreaterThan(0)
    expect(new Set(logs.map((log) => log.status)).size).toBeGreaterThan(1)
  })

  it('the compared broadcasts read whole in pages of 1000: 5,200, 5,000 and 5,000 logs', async () => {
    const counts: number[] = []
    for (const id of COMPARE_BROADCAST_IDS) {
      let count = 0
      for (let page = 1; page < 10; page += 1) {
        const slice = readAll(await listBroadcastLogs(api, id, { page, limit: 1000 }))
        expect(slice.every((log) => log.broadcast.id === id)).toBe(true)
        count += slice.length
        if (slice.length < 1000) break
      }
      counts.push(count)
    }
    expect(counts).toEqual([5200, 5000, 5000])
  })

  it('defaults to 10 logs, and pages are consecutive slices', async () => {
    const big = biggestBroadcast()
    const first = readAll(await listBroadcastLogs(api, big.id))
    expect(first).toHaveLength(10)
    const second = readAll(await listBroadcastLogs(api, big.id, { page: 2 }))
    const twenty = readAll(await listBroadcastLogs(api, big.id, { limit: 20 }))
    expect(twenty).toEqual([...first, ...second])
  })

  it('is stable: the same page twice gives the same logs', async () => {
    const big = biggestBroadcast()
    expect(readAll(await listBroadcastLogs(api, big.id, { page: 3, limit: 50 }))).toEqual(
      readAll(await listBroadcastLogs(api, big.id, { page: 3, limit: 50 })),
    )
  })

  it('rejects a limit above 1000 and page 0 (400)', async () => {
    const big = biggestBroadcast()
    expect((await failure(listBroadcastLogs(api, big.id, { limit: 1001 }))).status).toBe(400)
    expect((await failure(listBroadcastLogs(api, big.id, { page: 0 }))).status).toBe(400)
  })

  it('a page past the end is []', async () => {
    const big = biggestBroadcast()
    expect(
      readAll(await listBroadcastLogs(api, big.id, { page: Math.ceil(big.seedLogCount / 1000) + 1, limit: 1000 })),
    ).toEqual([])
  })
})

describe('x-api-key on the broadcast operations', () => {
  itRejectsAnUnknownKey({
    list: (c) => listBroadcasts(c),
    create: (c) => createBroadcast(c, { workspace: { id: 'ws_1' }, name: 'x', type: 'x' }),
  })

  it('an unauthorized delete keeps the broadcast', async () => {
    const sample = seededBroadcast()
    await failure(deleteBroadcast(stranger, sample.id))
    expect(demo.db.data.broadcasts.some((b) => b.id === sample.id)).toBe(true)
  })
})
