import { describe, expect, it } from 'vitest'
import { getAccountInfo } from '@/api/account'
import { getStaff, listStaff, type Staff } from '@/api/staff'
import { getWorkspace, listWorkspaces } from '@/api/workspaces'
import { DEMO_ACCOUNT_MISSING_KEY, DEMO_API_KEY, DEMO_SERVER_ERROR_KEY } from '@/lib/demo-keys'
import { api, clientFor, errorText, failure, raw, readAll, stranger, withDemoServer } from '@/test/demo-harness'
import { itRejectsAnUnknownKey } from '@/test/handler-test-kit'

const demo = withDemoServer()

function firstStaff(): Staff {
  const found = demo.db.data.staff[0]
  if (!found) throw new Error('the seed has no staff')
  return found
}

describe('GET /v1/account-info', () => {
  it('returns the account of the demo key', async () => {
    const account = await getAccountInfo(api)
    expect(account).toEqual(demo.db.data.account)
    expect(account.name).toMatch(/\S/)
  })

  it('the account changes with the store (it is not a constant)', async () => {
    demo.db.data.account = { name: 'Renamed Ltd', ownerEmail: null }
    expect(await getAccountInfo(api)).toEqual({ name: 'Renamed Ltd', ownerEmail: null })
  })

  it('an unknown key gives 401 with {message}', async () => {
    const error = await failure(getAccountInfo(stranger))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(401)
    expect(error.isUnauthorized).toBe(true)
    expect(error.body).toEqual({ message: expect.stringMatching(/unauthorized/i) as unknown })
  })

  it('an empty key gives 401', async () => {
    const error = await failure(getAccountInfo(clientFor('')))
    expect(error.isUnauthorized).toBe(true)
  })

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'a key named like an object property (%s) gives 401',
    async (key) => {
      const error = await failure(getAccountInfo(clientFor(key)))
      expect(error.isUnauthorized).toBe(true)
    },
  )

  it('a missing header gives 401 with {message}', async () => {
    const response = await raw('GET', '/v1/account-info', { key: null })
    expect(response.status).toBe(401)
    const json = (await response.json()) as Record<string, unknown>
    expect(Object.keys(json)).toEqual(['message'])
    expect(typeof json.message).toBe('string')
  })

  it('a key whose account is gone gives 404 {error: "Account not found"}', async () => {
    const error = await failure(getAccountInfo(clientFor(DEMO_ACCOUNT_MISSING_KEY)))
    expect(error.status).toBe(404)
    expect(error.isUnauthorized).toBe(false)
    expect(error.body).toEqual({ error: 'Account not found' })
    expect(error.message).toBe('Account not found')
  })

  it('the broken key gives 500 {error}, which the client treats as transient', async () => {
    const error = await failure(getAccountInfo(clientFor(DEMO_SERVER_ERROR_KEY)))
    expect(error.status).toBe(500)
    expect(error.isTransient).toBe(true)
    expect(errorText(error)).toMatch(/account/i)
  })

  it('a deleted key (removed from the store) gives 401', async () => {
    delete demo.db.data.apiKeys[DEMO_API_KEY]
    expect((await failure(getAccountInfo(api))).status).toBe(401)
  })
})

describe('GET /v1/workspaces', () => {
  it('lists the seeded workspaces', async () => {
    const listed = readAll(await listWorkspaces(api, { limit: 1000 }))
    expect(listed).toEqual(demo.db.data.workspaces)
    expect(listed.length).toBeGreaterThan(1)
  })

  it('filters by title with searchText, case-insensitively', async () => {
    const sample = demo.db.data.workspaces[0]
    if (!sample) throw new Error('no workspace')
    const word = sample.title.split(/\s+/).find((w) => w.length >= 3) ?? sample.title
    const expected = demo.db.data.workspaces
      .filter((w) => w.title.toLowerCase().includes(word.toLowerCase()))
      .map((w) => w.id)
    for (const searchText of [word.toUpperCase(), word.toLowerCase()]) {
      const found = readAll(await listWorkspaces(api, { searchText }))
      expect(found.map((w) => w.id)).toEqual(expected)
    }
    expect(readAll(await listWorkspaces(api, { searchText: 'zz-no-workspace-is-called-this' }))).toEqual([])
  })

  it('pages: limit 1 gives one workspace per page, in order, and [] past the end', async () => {
    const all = demo.db.data.workspaces
    expect(readAll(await listWorkspaces(api, { page: 2, limit: 1 }))).toEqual([all[1]])
    expect(readAll(await listWorkspaces(api, { page: all.length + 1, limit: 1 }))).toEqual([])
    expect((await raw('GET', '/v1/workspaces?page=0')).status).toBe(400)
    expect((await raw('GET', '/v1/workspaces?limit=abc')).status).toBe(400)
  })

  it('get returns one workspace, and 404 for an unknown id', async () => {
    const sample = demo.db.data.workspaces[1]
    if (!sample) throw new Error('no second workspace')
    expect(await getWorkspace(api, sample.id)).toEqual(sample)
    const error = await failure(getWorkspace(api, 'ws_missing'))
    expect(error.status).toBe(404)
    expect(errorText(error)).toContain('ws_missing')
  })
})

describe('GET /v1/staffs', () => {
  it('lists the team (default page of 10)', async () => {
    const all = demo.db.data.staff
    expect(readAll(await listStaff(api))).toEqual(all.slice(0, 10))
    expect(readAll(await listStaff(api, { limit: 1000 })).map((s) => s.id)).toEqual(all.map((s) => s.id))
  })

  it('filters by workspaceId', async () => {
    for (const ws of demo.db.data.workspaces) {
      const expected = demo.db.data.staff.filter((s) => s.workspaces.includes(ws.id)).map((s) => s.id)
      const found = readAll(await listStaff(api, { workspaceId: ws.id, limit: 1000 }))
      expect(found.map((s) => s.id)).toEqual(expected)
      expect(found.every((s) => s.workspaces.includes(ws.id))).toBe(true)
    }
  })

  it('filters by full name with searchText, case-insensitively', async () => {
    const sample = firstStaff()
    const fullName = `${sample.firstName} ${sample.lastName}`
    const found = readAll(await listStaff(api, { searchText: fullName.toUpperCase(), limit: 1000 }))
    expect(found.map((s) => s.id)).toContain(sample.id)
    expect(
      found.every((s) => `${s.firstName} ${s.lastName} ${s.email}`.toLowerCase().includes(fullName.toLowerCase())),
    ).toBe(true)

    const byLast = readAll(await listStaff(api, { searchText: sample.lastName.toLowerCase(), limit: 1000 }))
    expect(byLast.map((s) => s.id)).toContain(sample.id)
  })

  it('filters by email with searchText, case-insensitively', async () => {
    const sample = firstStaff()
    const found = readAll(await listStaff(api, { searchText: sample.email.toUpperCase(), limit: 1000 }))
    expect(found.map((s) => s.id)).toEqual([sample.id])
    expect(readAll(await listStaff(api, { searchText: 'nobody@nowhere.invalid' }))).toEqual([])
  })

  it('get returns one member, and 404 for an unknown id', async () => {
    const sample = firstStaff()
    expect(await getStaff(api, sample.id)).toEqual(sample)
    const error = await failure(getStaff(api, 'stf_missing'))
    expect(error.status).toBe(404)
    expect(errorText(error)).toContain('stf_missing')
  })

  it.each(['page=0', 'page=-1', 'limit=0', 'limit=abc'])('rejects %s (400)', async (query) => {
    expect((await raw('GET', `/v1/staffs?${query}`)).status).toBe(400)
  })
})

describe('x-api-key on the directory operations', () => {
  itRejectsAnUnknownKey({
    'list workspaces': (c) => listWorkspaces(c),
    'get workspace': (c) => getWorkspace(c, 'ws_1'),
    'list staff': (c) => listStaff(c),
    'get staff': (c) => getStaff(c, 'stf_1'),
    'account info': (c) => getAccountInfo(c),
  })
})
