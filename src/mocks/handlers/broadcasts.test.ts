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
import { type ApiClient } from '@/api/client'
import { type StoredBroadcast } from '../demo-data'
import { api, errorText, failure, raw, stranger, withDemoServer, readAll } from '@/test/demo-harness'

const demo = withDemoServer()

function firstWorkspaceId(): string {
  const ws = demo.db.data.workspaces[0]
  if (!ws) throw new Error('the seed has no workspace')
  return ws.id
}

function seededBroadcast(): StoredBroadcast {
  const found = demo.db.data.broadcasts[0]
  if (!found) throw new Error('the seed has no broadcast')
  return found
}

function biggestBroadcast(): StoredBroadcast {
  const [top] = [...demo.db.data.broadcasts].sort((a, b) => b.seedLogCount - a.seedLogCount)
  if (!top) throw new Error('the seed has no broadcast')
  return top
}

async function allBroadcastIds(params: { workspaceId?: string } = {}): Promise<string[]> {
  return readAll(await listBroadcasts(api, { ...params, limit: 1000 })).map((b) => b.id ?? '')
}

describe('GET /v1/broadcasts (list)', () => {
  it('returns the stored broadcasts with their ids (the whole store with a large limit)', async () => {
    const listed = readAll(await listBroadcasts(api, { limit: 1000 }))
    expect(listed.map((b) => b.id).sort()).toEqual(demo.db.data.broadcasts.map((b) => b.id).sort())
    const sample = seededBroadcast()
    expect(listed.find((b) => b.id === sample.id)).toEqual({
      id: sample.id,
      workspace: sample.workspace,
      name: sample.name,
      type: sample.type,
    })
  })

  it('pages: limit 2 gives disjoint pages that add up to the store', async () => {
    const total = demo.db.data.broadcasts.length
    expect(total).toBeGreaterThan(2)
    const page1 = readAll(await listBroadcasts(api, { page: 1, limit: 2 }))
    const page2 = readAll(await listBroadcasts(api, { page: 2, limit: 2 }))
    expect(page1).toHaveLength(2)
    expect(page2).toHaveLength(Math.min(2, total - 2))
    expect(page1.some((a) => page2.some((b) => a.id === b.id))).toBe(false)
    expect(readAll(await listBroadcasts(api, { page: Math.ceil(total / 2) + 1, limit: 2 }))).toEqual([])
  })

  it('filters by workspaceId', async () => {
    for (const ws of demo.db.data.workspaces) {
      const expected = demo.db.data.broadcasts.filter((b) => b.workspace.id === ws.id).map((b) => b.id)
      expect((await allBroadcastIds({ workspaceId: ws.id })).sort()).toEqual([...expected].sort())
    }
  })

  it('filters by name with searchText, case-insensitively', async () => {
    const sample = seededBroadcast()
    const needle = sample.name.slice(0, Math.max(3, Math.ceil(sample.name.length / 2)))
    const expected = demo.db.data.broadcasts
      .filter((b) => b.name.toLowerCase().includes(needle.toLowerCase()))
      .map((b) => b.id)
    for (const searchText of [needle.toUpperCase(), needle.toLowerCase()]) {
      const found = readAll(await listBroadcasts(api, { searchText, limit: 1000 }))
      expect(found.map((b) => b.id).sort()).toEqual([...expected].sort())
    }
    expect(readAll(await listBroadcasts(api, { searchText: 'zz-no-broadcast-is-called-this' }))).toEqual([])
  })

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

  it.each(['page=0', 'page=-1', 'page=abc', 'limit=0', 'limit=-1', 'limit=abc'])('rejects %s (400)', async (query) => {
    const response = await raw('GET', `/v1/broadcasts?${query}`)
    expect(response.status).toBe(400)
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
    expect(await allBroadcastIds()).toContain(id)
    expect(await allBroadcastIds({ workspaceId: ws })).toContain(id)
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

  it('rejects an unknown workspace (400)', async () => {
    const error = await failure(
      createBroadcast(api, { workspace: { id: 'ws_nowhere' }, name: 'Lost', type: 'marketing' }),
    )
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('ws_nowhere')
  })

  it('rejects a non-JSON body (400)', async () => {
    const response = await raw('POST', '/v1/broadcasts', { body: 'name=Sale' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'The request body must be JSON' })
  })
})

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

  it('DELETE returns {success: true}; the broadcast is gone from get, list and logs', async () => {
    const sample = seededBroadcast()
    expect(await deleteBroadcast(api, sample.id)).toEqual({ success: true })
    expect((await failure(getBroadcast(api, sample.id))).status).toBe(404)
    expect(await allBroadcastIds()).not.toContain(sample.id)
    expect((await failure(listBroadcastLogs(api, sample.id))).status).toBe(404)
    expect((await failure(deleteBroadcast(api, sample.id))).status).toBe(404)
  })

  it.each<[string, (id: string) => Promise<unknown>]>([
    ['get', (id) => getBroadcast(api, id)],
    ['update', (id) => updateBroadcast(api, id, { workspace: { id: 'ws_1' }, name: 'x', type: 'x' })],
    ['delete', (id) => deleteBroadcast(api, id)],
    ['logs', (id) => listBroadcastLogs(api, id)],
  ])('%s of an unknown id gives 404 naming it', async (_op, call) => {
    const error = await failure(call('bc_missing'))
    expect(error.status).toBe(404)
    expect(errorText(error)).toContain('bc_missing')
  })
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
  const ops: [string, (client: ApiClient) => Promise<unknown>][] = [
    ['list', (c) => listBroadcasts(c)],
    ['create', (c) => createBroadcast(c, { workspace: { id: 'ws_1' }, name: 'x', type: 'x' })],
    ['get', (c) => getBroadcast(c, 'bc_1')],
    ['update', (c) => updateBroadcast(c, 'bc_1', { workspace: { id: 'ws_1' }, name: 'x', type: 'x' })],
    ['delete', (c) => deleteBroadcast(c, 'bc_1')],
    ['logs', (c) => listBroadcastLogs(c, 'bc_1')],
  ]

  it.each(ops)('%s: an unknown key gives 401 with a message', async (_name, call) => {
    const error = await failure(call(stranger))
    expect(error.isUnauthorized).toBe(true)
    expect((error.body as { message?: unknown }).message).toMatch(/unauthorized/i)
  })

  it.each([
    ['GET', '/v1/broadcasts'],
    ['POST', '/v1/broadcasts'],
    ['GET', '/v1/broadcasts/bc_1'],
    ['PUT', '/v1/broadcasts/bc_1'],
    ['DELETE', '/v1/broadcasts/bc_1'],
    ['GET', '/v1/broadcasts/bc_1/logs'],
  ])('%s %s without the header gives 401', async (method, path) => {
    const response = await raw(method, path, {
      key: null,
      body: method === 'POST' || method === 'PUT' ? '{}' : undefined,
    })
    expect(response.status).toBe(401)
    expect(typeof ((await response.json()) as { message?: unknown }).message).toBe('string')
  })

  it('an unauthorized delete keeps the broadcast', async () => {
    const sample = seededBroadcast()
    await failure(deleteBroadcast(stranger, sample.id))
    expect(demo.db.data.broadcasts.some((b) => b.id === sample.id)).toBe(true)
  })
})
