import { expect, it } from 'vitest'
import { type ApiClient } from '@/api/client'
import { allIds, api, errorText, failure, firstOf, raw, readAll, stranger, type ListCall } from '@/test/demo-harness'

type ClientCalls = Record<string, (client: ApiClient) => Promise<unknown>>
type IdCall = (client: ApiClient, id: string) => Promise<unknown>
/** The calls on one stored item, by name. */
export type IdCalls = Record<string, IdCall>

async function expectUnauthorized(call: Promise<unknown>) {
  const error = await failure(call)
  expect(error.status).toBe(401)
  expect(error.isUnauthorized).toBe(true)
  expect((error.body as { message?: unknown }).message).toMatch(/unauthorized/i)
}

/** Every operation, called through the API module with an unknown key, gives 401 with a message. */
export function itRejectsAnUnknownKey(calls: ClientCalls) {
  it.each(Object.entries(calls))('%s: an unknown key gives 401 with a message', (_name, call) =>
    expectUnauthorized(call(stranger)),
  )
}

/** Every operation on one item gives 404 naming an id that is not stored, and 401 to an unknown key. */
export function itGuardsEachId(seededId: string, missingId: string, calls: IdCalls) {
  it.each(Object.entries(calls))('%s of an unknown id gives 404 naming it', async (_name, call) => {
    const error = await failure(call(api, missingId))
    expect(error.status).toBe(404)
    expect(errorText(error)).toContain(missingId)
  })

  it.each(Object.entries(calls))('%s: an unknown key gives 401 with a message', (_name, call) =>
    expectUnauthorized(call(stranger, seededId)),
  )
}

/** delete answers {success: true}; then the item is neither stored nor listed, and every call on it gives 404. */
export function itDeletes(
  list: ListCall,
  stored: () => readonly { id: string }[],
  calls: IdCalls & { delete: IdCall },
) {
  it('delete returns {success: true}; then the item is gone, and every call on it gives 404', async () => {
    const sample = firstOf(stored(), 'item')
    expect(await calls.delete(api, sample.id)).toEqual({ success: true })
    expect(stored().some((item) => item.id === sample.id)).toBe(false)
    expect(await allIds(list)).not.toContain(sample.id)
    for (const [name, call] of Object.entries(calls))
      expect((await failure(call(api, sample.id))).status, name).toBe(404)
  })
}

export function itRejectsANonJsonBody(path: string, body: string) {
  it('rejects a non-JSON body (400)', async () => {
    const response = await raw('POST', path, { body })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'The request body must be JSON' })
  })
}

export function itRejectsAnUnknownWorkspace(create: (workspaceId: string) => Promise<unknown>) {
  it('rejects an unknown workspace (400)', async () => {
    const error = await failure(create('ws_nowhere'))
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('ws_nowhere')
  })
}

/** Every list reads page and limit the same way, so each refuses the same bad values. */
const BAD_PAGING = ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'limit=0', 'limit=-1', 'limit=abc', 'limit=1001']

/**
 * A list of stored items: with a large limit it holds every one (the first as the API shows it), two pages of
 * `pageSize` share no item, the page after the last is empty, and bad paging values give 400.
 */
export function itLists<T extends { id: string }>(
  path: string,
  list: ListCall,
  stored: () => readonly T[],
  { pageSize, shown = (item) => item }: { pageSize: number; shown?: (item: T) => unknown },
) {
  it('lists every stored item, as the API shows it', async () => {
    const listed = readAll(await list(api, { limit: 1000 }))
    expect(listed.map((item) => item.id).sort()).toEqual(
      stored()
        .map((item) => item.id)
        .sort(),
    )
    const [sample] = stored()
    expect(sample).toBeDefined()
    expect(listed.find((item) => item.id === sample?.id)).toEqual(sample && shown(sample))
  })

  it(`pages of ${pageSize} do not overlap, and [] past the end`, async () => {
    const total = stored().length
    expect(total).toBeGreaterThan(pageSize)
    const page1 = readAll(await list(api, { page: 1, limit: pageSize }))
    const page2 = readAll(await list(api, { page: 2, limit: pageSize }))
    expect(page1).toHaveLength(pageSize)
    expect(page2).toHaveLength(Math.min(pageSize, total - pageSize))
    expect(page1.some((a) => page2.some((b) => a.id === b.id))).toBe(false)
    expect(readAll(await list(api, { page: Math.ceil(total / pageSize) + 1, limit: pageSize }))).toEqual([])
  })

  it.each(BAD_PAGING)(`rejects %s (400)`, async (query) => {
    expect((await raw('GET', `${path}?${query}`)).status).toBe(400)
  })
}

/** searchText finds, in either case, every item whose name holds half of the first stored one's; a made-up name finds none. */
export function itSearchesByName(list: ListCall, stored: () => readonly { id: string; name: string }[]) {
  it('filters by name with searchText, case-insensitively', async () => {
    const [sample] = stored()
    if (!sample) throw new Error('the seed has none')
    const needle = sample.name.slice(0, Math.max(3, Math.ceil(sample.name.length / 2)))
    const expected = stored()
      .filter((item) => item.name.toLowerCase().includes(needle.toLowerCase()))
      .map((item) => item.id)
    for (const searchText of [needle.toUpperCase(), needle.toLowerCase()]) {
      const found = readAll(await list(api, { searchText, limit: 1000 }))
      expect(found.map((item) => item.id).sort()).toEqual([...expected].sort())
    }
    expect(readAll(await list(api, { searchText: 'zz-nothing-is-called-this' }))).toEqual([])
  })
}
