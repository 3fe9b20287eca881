import { describe, expect, it } from 'vitest'
import { type ApiClient } from '@/api/client'
import { createContactTag, deleteContactTag, getContactTag, listContactTags, type ContactTag } from '@/api/contact-tags'
import { canonicalTag as toCanonical } from '@/features/contact-tags/canonical-tag'
import { api, errorText, failure, raw, stranger, withDemoServer, readAll } from '@/test/demo-harness'

const demo = withDemoServer()

function seededTag(): ContactTag {
  const found = demo.db.data.contactTags[0]
  if (!found) throw new Error('the seed has no contact tag')
  return found
}

async function allTagIds(): Promise<string[]> {
  return readAll(await listContactTags(api, { limit: 1000 })).map((t) => t.id)
}

describe('toCanonical', () => {
  it('lower-cases and joins words with underscores', () => {
    expect(toCanonical('  VIP Customer! ')).toBe('vip_customer')
    expect(toCanonical('Black-Friday 2024')).toBe('black_friday_2024')
  })
})

describe('GET /v1/contactTags (list)', () => {
  it('lists every stored tag', async () => {
    const listed = readAll(await listContactTags(api, { limit: 1000 }))
    expect(listed.map((t) => t.id).sort()).toEqual(demo.db.data.contactTags.map((t) => t.id).sort())
    const sample = seededTag()
    expect(listed.find((t) => t.id === sample.id)).toEqual(sample)
  })

  it('defaults to 10 per page; pages do not overlap; [] past the end', async () => {
    const total = demo.db.data.contactTags.length
    const first = readAll(await listContactTags(api))
    expect(first).toHaveLength(Math.min(10, total))
    const small1 = readAll(await listContactTags(api, { page: 1, limit: 2 }))
    const small2 = readAll(await listContactTags(api, { page: 2, limit: 2 }))
    expect(small1).toHaveLength(2)
    expect(small1.some((a) => small2.some((b) => a.id === b.id))).toBe(false)
    expect(readAll(await listContactTags(api, { page: Math.ceil(total / 2) + 1, limit: 2 }))).toEqual([])
  })

  it.each(['page=0', 'page=-1', 'page=abc', 'limit=0', 'limit=-1', 'limit=abc'])('rejects %s (400)', async (query) => {
    expect((await raw('GET', `/v1/contactTags?${query}`)).status).toBe(400)
  })

  it('filters with searchText, case-insensitively', async () => {
    const sample = seededTag()
    const needle = sample.name.slice(0, Math.max(2, Math.ceil(sample.name.length / 2)))
    const matches = (t: ContactTag) => [t.name, t.canonical].some((f) => f.toLowerCase().includes(needle.toLowerCase()))
    const expected = demo.db.data.contactTags.filter(matches).map((t) => t.id)
    for (const searchText of [needle.toUpperCase(), needle.toLowerCase()]) {
      const found = readAll(await listContactTags(api, { searchText, limit: 1000 }))
      expect(found.map((t) => t.id).sort()).toEqual([...expected].sort())
      expect(found.map((t) => t.id)).toContain(sample.id)
    }
    expect(readAll(await listContactTags(api, { searchText: 'zz-no-tag-is-called-this' }))).toEqual([])
  })
})

describe('POST /v1/contactTags (create)', () => {
  it('creates a tag with a new id and a derived canonical; it is readable and listed', async () => {
    const before = demo.db.data.contactTags.map((t) => t.id)
    const created = await createContactTag(api, { name: 'Early Adopter 2030' })
    expect(before).not.toContain(created.id)
    expect(created.name).toBe('Early Adopter 2030')
    expect(created.canonical).toBe('early_adopter_2030')
    expect(created.createdAt).toBe(created.updatedAt)
    expect(await getContactTag(api, created.id)).toEqual(created)
    expect(await allTagIds()).toContain(created.id)
    expect(readAll(await listContactTags(api, { searchText: 'early ADOPTER' })).map((t) => t.id)).toEqual([created.id])
  })

  it('keeps a canonical that is given', async () => {
    const created = await createContactTag(api, { name: 'Newsletter readers', canonical: 'nl_readers' })
    expect(created.canonical).toBe('nl_readers')
  })

  it('rejects a tag whose canonical already exists (409)', async () => {
    const sample = seededTag()
    const error = await failure(createContactTag(api, { name: 'Duplicate', canonical: sample.canonical }))
    expect(error.status).toBe(409)
    expect(errorText(error)).toContain(sample.canonical)
  })

  it('rejects an empty name and a name over 100 characters (400 naming the field)', async () => {
    const before = demo.db.data.contactTags.length
    const empty = await failure(createContactTag(api, { name: '' }))
    expect(empty.status).toBe(400)
    expect(errorText(empty)).toBe('Invalid request: name: Name is required')
    const long = await failure(createContactTag(api, { name: 'x'.repeat(101) }))
    expect(long.status).toBe(400)
    expect(errorText(long)).toContain('name')
    expect(demo.db.data.contactTags).toHaveLength(before)
  })

  it('rejects a non-JSON body (400)', async () => {
    const response = await raw('POST', '/v1/contactTags', { body: '<tag/>' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'The request body must be JSON' })
  })
})

describe('GET/DELETE /v1/contactTags/{id}', () => {
  it('get returns the seeded tag', async () => {
    const sample = seededTag()
    expect(await getContactTag(api, sample.id)).toEqual(sample)
  })

  it('delete returns {success: true}; the tag is gone from get and list', async () => {
    const sample = seededTag()
    expect(await deleteContactTag(api, sample.id)).toEqual({ success: true })
    expect((await failure(getContactTag(api, sample.id))).status).toBe(404)
    expect(await allTagIds()).not.toContain(sample.id)
    expect((await failure(deleteContactTag(api, sample.id))).status).toBe(404)
  })

  it.each<[string, (id: string) => Promise<unknown>]>([
    ['get', (id) => getContactTag(api, id)],
    ['delete', (id) => deleteContactTag(api, id)],
  ])('%s of an unknown id gives 404 naming it', async (_op, call) => {
    const error = await failure(call('tag_missing'))
    expect(error.status).toBe(404)
    expect(errorText(error)).toContain('tag_missing')
  })
})

describe('x-api-key on the contact tag operations', () => {
  const ops: [string, (client: ApiClient) => Promise<unknown>][] = [
    ['list', (c) => listContactTags(c)],
    ['create', (c) => createContactTag(c, { name: 'x' })],
    ['get', (c) => getContactTag(c, 'tag_1')],
    ['delete', (c) => deleteContactTag(c, 'tag_1')],
  ]

  it.each(ops)('%s: an unknown key gives 401 with a message', async (_name, call) => {
    const error = await failure(call(stranger))
    expect(error.isUnauthorized).toBe(true)
    expect((error.body as { message?: unknown }).message).toMatch(/unauthorized/i)
  })

  it.each([
    ['GET', '/v1/contactTags'],
    ['POST', '/v1/contactTags'],
    ['GET', '/v1/contactTags/tag_1'],
    ['DELETE', '/v1/contactTags/tag_1'],
  ])('%s %s without the header gives 401', async (method, path) => {
    const response = await raw(method, path, { key: null, body: method === 'POST' ? '{}' : undefined })
    expect(response.status).toBe(401)
  })
})
