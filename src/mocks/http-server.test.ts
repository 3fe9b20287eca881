import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { getAccountInfo } from '@/api/account'
import { ApiError } from '@/api/api-error'
import { createApiClient } from '@/api/client'
import { createContactTag, getContactTag, type ContactTag } from '@/api/contact-tags'
import { DEMO_API_KEY } from '@/lib/demo-keys'
import { startMockHttpServer } from './http-server'
import { SEED_ACCOUNT_NAME } from './seed'

/*
 * Port 0 lets the OS pick a free port. http-server.ts builds each request's URL from the port it was *given*
 * (http://127.0.0.1:0/...), which is still a valid URL, and the handlers match paths on any origin,
 * so port 0 works; the real port is read back from server.address().
 */
let server: Server
let origin: string

beforeAll(async () => {
  server = await startMockHttpServer({ port: 0 })
  const address = server.address() as AddressInfo
  expect(address.port).toBeGreaterThan(0)
  origin = `http://127.0.0.1:${address.port}`
})

afterAll(
  () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections()
      server.close((error) => (error ? reject(error) : resolve()))
    }),
)

// The server logs one line per request; keep the test output quiet (restoreMocks undoes this after each test).
let log: MockInstance<typeof console.log>
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
})

const withKey = { 'x-api-key': DEMO_API_KEY }

describe('startMockHttpServer over real HTTP', () => {
  it('GET /v1/account-info with the demo key gives 200 JSON with the account', async () => {
    const response = await fetch(`${origin}/v1/account-info`, { headers: withKey })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const account = (await response.json()) as { name: string; ownerEmail: string | null }
    expect(account.name).toBe(SEED_ACCOUNT_NAME)
    expect(account.ownerEmail).toMatch(/@/)
    expect(log).toHaveBeenCalledWith('GET /v1/account-info -> 200')
  })

  it('works with the typed API module as a live base URL', async () => {
    const api = createApiClient(() => ({ baseUrl: origin, apiKey: DEMO_API_KEY }))
    expect((await getAccountInfo(api)).name).toBe(SEED_ACCOUNT_NAME)
  })

  it('GET /v1/account-info without a key gives 401 {message}, with CORS headers', async () => {
    const response = await fetch(`${origin}/v1/account-info`)
    expect(response.status).toBe(401)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const json = (await response.json()) as { message?: unknown }
    expect(json.message).toMatch(/unauthorized/i)

    const api = createApiClient(() => ({ baseUrl: origin, apiKey: 'wrong-key' }))
    const error = await getAccountInfo(api).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).isUnauthorized).toBe(true)
  })

  it('answers an OPTIONS preflight with 204 and the CORS headers, without a key', async () => {
    const response = await fetch(`${origin}/v1/contactTags`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-api-key, content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    const allowHeaders = (response.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
    expect(allowHeaders).toContain('x-api-key')
    expect(allowHeaders).toContain('content-type')
    const allowMethods = response.headers.get('access-control-allow-methods') ?? ''
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) expect(allowMethods).toContain(method)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('POST with a JSON body creates a contact tag that can be read back', async () => {
    const name = `Http Probe ${Date.now()}`
    const response = await fetch(`${origin}/v1/contactTags`, {
      method: 'POST',
      headers: { ...withKey, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    })
    expect(response.status).toBe(200)
    const created = (await response.json()) as ContactTag
    expect(created.name).toBe(name)
    expect(created.canonical).toBe(name.toLowerCase().replace(/ /g, '_'))
    expect(created.id).toMatch(/\S/)

    const api = createApiClient(() => ({ baseUrl: origin, apiKey: DEMO_API_KEY }))
    expect(await getContactTag(api, created.id)).toEqual(created)
    const viaModule = await createContactTag(api, { name: `${name} again` })
    expect(viaModule.id).not.toBe(created.id)
  })

  it('a malformed JSON body gives 400', async () => {
    const response = await fetch(`${origin}/v1/contactTags`, {
      method: 'POST',
      headers: { ...withKey, 'content-type': 'application/json' },
      body: '{"name": ',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'The request body must be JSON' })
  })

  it('an unknown route gives 404 JSON', async () => {
    const response = await fetch(`${origin}/v1/nothing-here`, { headers: withKey })
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ error: 'No route for GET /v1/nothing-here' })
  })

  it('passes query strings through (templates list needs workspaceId)', async () => {
    const without = await fetch(`${origin}/v1/whatsapp-templates`, { headers: withKey })
    expect(without.status).toBe(400)
    const withWs = await fetch(`${origin}/v1/whatsapp-templates?workspaceId=ws_1&limit=3`, { headers: withKey })
    expect(withWs.status).toBe(200)
    const list = (await withWs.json()) as { workspace: { id: string } }[]
    expect(list).toHaveLength(3)
    expect(list.every((t) => t.workspace.id === 'ws_1')).toBe(true)
  })
})
