import { describe, expect, it } from 'vitest'
import { type ApiClient } from '@/api/client'
import { createSegment, deleteSegment, getSegment, listSegments } from '@/api/segments'
import { type StoredSegment } from '../demo-data'
import { api, errorText, failure, raw, stranger, withDemoServer, readAll } from '@/test/demo-harness'

const demo = withDemoServer()

function seededSegment(): StoredSegment {
  const found = demo.db.data.segments[0]
  if (!found) throw new Error('the seed has no segment')
  return found
}

async function allSegmentIds(workspaceId?: string): Promise<string[]> {
  return readAll(await listSegments(api, { workspaceId, limit: 1000 })).map((s) => s.id)
}

describe('GET /v1/segments (list)', () => {
  it('lists every stored segment without the demo-only fields', async () => {
    const listed = readAll(await listSegments(api, { limit: 1000 }))
    expect(listed.map((s) => s.id).sort()).toEqual(demo.db.data.segments.map((s) => s.id).sort())
    const sample = seededSegment()
    expect(listed.find((s) => s.id === sample.id)?.name).toBe(sample.name)

    // The API module strips unknown keys, so look at the wire for the demo-only fields.
    const wire = (await (await raw('GET', '/v1/segments?limit=1000')).json()) as Record<string, unknown>[]
    expect(wire).toHaveLength(listed.length)
    for (const segment of wire) {
      expect(segment).not.toHaveProperty('workspaceId')
      expect(segment).not.toHaveProperty('createdAt')
    }
    const one = (await (await raw('GET', `/v1/segments/${sample.id}`)).json()) as Record<string, unknown>
    expect(one).not.toHaveProperty('workspaceId')
    expect(one.id).toBe(sample.id)
  })

  it('filters by workspaceId', async () => {
    let nonEmpty = 0
    for (const ws of demo.db.data.workspaces) {
      const expected = demo.db.data.segments.filter((s) => s.workspaceId === ws.id).map((s) => s.id)
      if (expected.length) nonEmpty += 1
      expect((await allSegmentIds(ws.id)).sort()).toEqual([...expected].sort())
    }
    expect(nonEmpty).toBeGreaterThan(0)
  })

  it('filters by name with searchText, case-insensitively', async () => {
    const sample = seededSegment()
    const needle = sample.name.slice(0, Math.max(3, Math.ceil(sample.name.length / 2)))
    const expected = demo.db.data.segments
      .filter((s) => s.name.toLowerCase().includes(needle.toLowerCase()))
      .map((s) => s.id)
    for (const searchText of [needle.toUpperCase(), needle.toLowerCase()]) {
      expect(
        readAll(await listSegments(api, { searchText, limit: 1000 }))
          .map((s) => s.id)
          .sort(),
      ).toEqual([...expected].sort())
    }
    expect(readAll(await listSegments(api, { searchText: 'zz-no-segment-is-called-this' }))).toEqual([])
  })

  it('pages with no overlap and [] past the end; rejects bad paging (400)', async () => {
    const total = demo.db.data.segments.length
    expect(total).toBeGreaterThan(1)
    const page1 = readAll(await listSegments(api, { page: 1, limit: 1 }))
    const page2 = readAll(await listSegments(api, { page: 2, limit: 1 }))
    expect(page1).toHaveLength(1)
    expect(page2).toHaveLength(1)
    expect(page1[0]?.id).not.toBe(page2[0]?.id)
    expect(readAll(await listSegments(api, { page: total + 1, limit: 1 }))).toEqual([])
    for (const query of ['page=0', 'limit=-1', 'page=abc']) {
      expect((await raw('GET', `/v1/segments?${query}`)).status, query).toBe(400)
    }
  })
})

describe('POST /v1/segments (create)', () => {
  it('creates a segment with a new id that can be read back and is listed', async () => {
    const before = demo.db.data.segments.map((s) => s.id)
    const created = await createSegment(api, { name: 'Lapsed buyers', type: 'dynamic', status: 'draft' })
    expect(before).not.toContain(created.id)
    expect(created).toEqual({ id: created.id, name: 'Lapsed buyers', type: 'dynamic', status: 'draft' })
    expect(await getSegment(api, created.id)).toEqual(created)
    expect(await allSegmentIds()).toContain(created.id)
    expect(readAll(await listSegments(api, { searchText: 'LAPSED' })).map((s) => s.id)).toContain(created.id)
  })

  it('refuses to file a segment under a workspace that does not exist (400)', async () => {
    const before = demo.db.data.segments.length
    const response = await raw('POST', '/v1/segments?workspaceId=ws_nope', { body: JSON.stringify({ name: 'Orphan' }) })
    expect(response.status).toBe(400)
    expect(demo.db.data.segments).toHaveLength(before)
  })

  it('files a new segment under the workspace given in the query', async () => {
    const ws = demo.db.data.workspaces.at(-1)
    if (!ws) throw new Error('no workspace')
    const response = await raw('POST', `/v1/segments?workspaceId=${ws.id}`, {
      body: JSON.stringify({ name: 'Scoped' }),
    })
    expect(response.status).toBe(200)
    const created = (await response.json()) as { id: string }
    expect(await allSegmentIds(ws.id)).toContain(created.id)
  })

  it('rejects an empty name (400 naming the field)', async () => {
    const before = demo.db.data.segments.length
    const error = await failure(createSegment(api, { name: '' }))
    expect(error.status).toBe(400)
    expect(errorText(error)).toBe('Invalid request: name: Name is required')
    expect(demo.db.data.segments).toHaveLength(before)
  })

  it('rejects a missing name and a non-JSON body (400)', async () => {
    const missing = await raw('POST', '/v1/segments', { body: JSON.stringify({ type: 'static' }) })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { error: string }).error).toMatch(/^Invalid request: name/)

    const notJson = await raw('POST', '/v1/segments', { body: 'name=x' })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ error: 'The request body must be JSON' })
  })
})

describe('GET/DELETE /v1/segments/{id}', () => {
  it('get returns the seeded segment', async () => {
    const sample = seededSegment()
    const fetched = await getSegment(api, sample.id)
    expect(fetched.id).toBe(sample.id)
    expect(fetched.name).toBe(sample.name)
  })

  it('delete returns {success: true}; the segment is gone from get and list', async () => {
    const sample = seededSegment()
    expect(await deleteSegment(api, sample.id)).toEqual({ success: true })
    expect((await failure(getSegment(api, sample.id))).status).toBe(404)
    expect(await allSegmentIds()).not.toContain(sample.id)
    expect(demo.db.data.segments.some((s) => s.id === sample.id)).toBe(false)
  })

  it.each<[string, (id: string) => Promise<unknown>]>([
    ['get', (id) => getSegment(api, id)],
    ['delete', (id) => deleteSegment(api, id)],
  ])('%s of an unknown id gives 404 naming it', async (_op, call) => {
    const error = await failure(call('seg_missing'))
    expect(error.status).toBe(404)
    expect(errorText(error)).toContain('seg_missing')
  })
})

describe('x-api-key on the segment operations', () => {
  const ops: [string, (client: ApiClient) => Promise<unknown>][] = [
    ['list', (c) => listSegments(c)],
    ['create', (c) => createSegment(c, { name: 'x' })],
    ['get', (c) => getSegment(c, 'seg_1')],
    ['delete', (c) => deleteSegment(c, 'seg_1')],
  ]

  it.each(ops)('%s: an unknown key gives 401 with a message', async (_name, call) => {
    const error = await failure(call(stranger))
    expect(error.isUnauthorized).toBe(true)
    expect((error.body as { message?: unknown }).message).toMatch(/unauthorized/i)
  })

  it.each([
    ['GET', '/v1/segments'],
    ['POST', '/v1/segments'],
    ['GET', '/v1/segments/seg_1'],
    ['DELETE', '/v1/segments/seg_1'],
  ])('%s %s without the header gives 401', async (method, path) => {
    const response = await raw(method, path, { key: null, body: method === 'POST' ? '{}' : undefined })
    expect(response.status).toBe(401)
  })
})
