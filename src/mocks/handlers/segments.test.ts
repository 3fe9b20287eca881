import { describe, expect, it } from 'vitest'
import { createSegment, deleteSegment, getSegment, listSegments } from '@/api/segments'
import { allIds, api, errorText, failure, firstOf, raw, readAll, withDemoServer } from '@/test/demo-harness'
import { itDeletes, itGuardsEachId, itLists, itRejectsAnUnknownKey, itSearchesByName } from '@/test/handler-test-kit'

const demo = withDemoServer()

const seededSegment = () => firstOf(demo.db.data.segments, 'segment')

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
      expect(segment).not.toHaveProperty('memberCount')
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
      expect((await allIds(listSegments, { workspaceId: ws.id })).sort()).toEqual([...expected].sort())
    }
    expect(nonEmpty).toBeGreaterThan(0)
  })

  itSearchesByName(listSegments, () => demo.db.data.segments)
  itLists('/v1/segments', listSegments, () => demo.db.data.segments, {
    pageSize: 1,
    shown: ({ workspaceId: _workspaceId, createdAt: _createdAt, memberCount: _memberCount, ...segment }) => segment,
  })
})

describe('POST /v1/segments (create)', () => {
  it('creates a segment with a new id that can be read back and is listed', async () => {
    const before = demo.db.data.segments.map((s) => s.id)
    const created = await createSegment(api, { name: 'Lapsed buyers', type: 'dynamic', status: 'draft' })
    expect(before).not.toContain(created.id)
    expect(created).toEqual({ id: created.id, name: 'Lapsed buyers', type: 'dynamic', status: 'draft' })
    expect(await getSegment(api, created.id)).toEqual(created)
    expect(await allIds(listSegments)).toContain(created.id)
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
    expect(await allIds(listSegments, { workspaceId: ws.id })).toContain(created.id)
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

const byId = { get: getSegment, delete: deleteSegment }

describe('GET/DELETE /v1/segments/{id}', () => {
  it('get returns the seeded segment', async () => {
    const sample = seededSegment()
    const fetched = await getSegment(api, sample.id)
    expect(fetched.id).toBe(sample.id)
    expect(fetched.name).toBe(sample.name)
  })

  itDeletes(listSegments, () => demo.db.data.segments, byId)
  itGuardsEachId('seg_1', 'seg_missing', byId)
})

describe('x-api-key on the segment operations', () => {
  itRejectsAnUnknownKey({ list: (c) => listSegments(c), create: (c) => createSegment(c, { name: 'x' }) })
})
