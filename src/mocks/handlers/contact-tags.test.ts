import { describe, expect, it } from 'vitest'
import { createContactTag, deleteContactTag, getContactTag, listContactTags, type ContactTag } from '@/api/contact-tags'
import { canonicalTag as toCanonical } from '@/domain/canonical-tag'
import { allIds, api, errorText, failure, firstOf, readAll, withDemoServer } from '@/test/demo-harness'
import {
  itDeletes,
  itGuardsEachId,
  itLists,
  itRejectsANonJsonBody,
  itRejectsAnUnknownKey,
} from '@/test/handler-test-kit'

const demo = withDemoServer()

const seededTag = () => firstOf(demo.db.data.contactTags, 'contact tag')

describe('toCanonical', () => {
  it('lower-cases and joins words with underscores', () => {
    expect(toCanonical('  VIP Customer! ')).toBe('vip_customer')
    expect(toCanonical('Black-Friday 2024')).toBe('black_friday_2024')
  })
})

describe('GET /v1/contactTags (list)', () => {
  itLists('/v1/contactTags', listContactTags, () => demo.db.data.contactTags, { pageSize: 2 })

  it('defaults to 10 per page', async () => {
    const total = demo.db.data.contactTags.length
    const first = readAll(await listContactTags(api))
    expect(first).toHaveLength(Math.min(10, total))
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
    expect(await allIds(listContactTags)).toContain(created.id)
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

  itRejectsANonJsonBody('/v1/contactTags', '<tag/>')
})

const byId = { get: getContactTag, delete: deleteContactTag }

describe('GET/DELETE /v1/contactTags/{id}', () => {
  it('get returns the seeded tag', async () => {
    const sample = seededTag()
    expect(await getContactTag(api, sample.id)).toEqual(sample)
  })

  itDeletes(listContactTags, () => demo.db.data.contactTags, byId)
  itGuardsEachId('tag_1', 'tag_missing', byId)
})

describe('x-api-key on the contact tag operations', () => {
  itRejectsAnUnknownKey({ list: (c) => listContactTags(c), create: (c) => createContactTag(c, { name: 'x' }) })
})
