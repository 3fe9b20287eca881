import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getAccountInfo } from '@/api/account'
import { getBroadcast, listBroadcasts } from '@/api/broadcasts'
import { createSegment } from '@/api/segments'
import { api, failure, stranger } from '@/test/demo-harness'
import { createMemoryFaults } from './faults'
import { createDemoServer } from './node'

// withDemoServer takes no handler options, so this file runs the same lifecycle with faults wired in.
const faults = createMemoryFaults()
const demo = createDemoServer({}, { faults })
beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => demo.db.reset())
afterEach(() => faults.clear())
afterAll(() => demo.server.close())

function seededBroadcastId(): string {
  const id = demo.db.data.broadcasts[0]?.id
  if (!id) throw new Error('the seed has no broadcast')
  return id
}

describe('authed with injected faults', () => {
  it('answers a read with 429 and Retry-After, which the client reads; the next call succeeds', async () => {
    faults.add({ method: 'GET', path: '/v1/broadcasts/*', status: 429, retryAfter: 2 })
    const id = seededBroadcastId()
    const error = await failure(getBroadcast(api, id))
    expect(error.status).toBe(429)
    expect(error.isRateLimited).toBe(true)
    expect(error.retryAfterMs).toBe(2_000)
    expect(error.message).toBe('Too many requests. Try again in 2 seconds.')
    await expect(getBroadcast(api, id)).resolves.toMatchObject({ id })
  })

  it('leaves requests that do not match alone', async () => {
    faults.add({ method: 'GET', path: '/v1/broadcasts/*', status: 500 })
    await expect(listBroadcasts(api)).resolves.not.toHaveLength(0)
    expect((await failure(getBroadcast(api, seededBroadcastId()))).status).toBe(500)
  })

  it('fails a mutation before it reaches the store', async () => {
    faults.add({ method: 'POST', path: '/v1/segments', status: 429, retryAfter: 30, body: { message: 'Slow down' } })
    const before = demo.db.data.segments.length
    const error = await failure(createSegment(api, { name: 'Never stored' }))
    expect(error.message).toBe('Slow down. Try again in 30 seconds.')
    expect(demo.db.data.segments).toHaveLength(before)
  })

  it('comes before the API-key check', async () => {
    faults.add({ path: '/v1/account-info', status: 503 })
    const error = await failure(getAccountInfo(stranger))
    expect(error.status).toBe(503)
    expect(error.body).toEqual({ error: 'Injected failure' })
    expect((await failure(getAccountInfo(stranger))).status).toBe(401)
  })

  it('turns an HTML answer into an invalid-response error', async () => {
    faults.add({ path: '/v1/account-info', raw: '<!doctype html><title>Login</title>' })
    const error = await failure(getAccountInfo(api))
    expect(error.kind).toBe('invalid-response')
    expect(error.status).toBe(200)
  })

  it('answers normally after a delay-only fault', async () => {
    faults.add({ path: '/v1/account-info', delayMs: 5 })
    await expect(getAccountInfo(api)).resolves.toHaveProperty('name')
  })
})
