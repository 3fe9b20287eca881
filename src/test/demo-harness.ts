import { afterEach, beforeEach, expect } from 'vitest'
import { ApiError } from '@/api/api-error'
import { createApiClient, type ApiClient } from '@/api/client'
import { DEMO_API_KEY } from '@/mocks/demo-data'
import { createDemoServer } from '@/mocks/node'

export const BASE = 'http://demo.test'

export function clientFor(apiKey: string): ApiClient {
  return createApiClient(() => ({ baseUrl: BASE, apiKey }))
}

export const api = clientFor(DEMO_API_KEY)
export const stranger = clientFor('not-a-demo-key')

type DemoServer = ReturnType<typeof createDemoServer>

/** A freshly seeded demo API for every test of the file, so no test depends on another's changes. */
export function withDemoServer(): DemoServer {
  let current: DemoServer | undefined
  beforeEach(() => {
    current = createDemoServer()
    current.server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => current?.server.close())
  const get = () => {
    if (!current) throw new Error('the demo server exists only inside a test')
    return current
  }
  return {
    get db() {
      return get().db
    },
    get server() {
      return get().server
    },
  }
}

/** The ApiError a call rejects with; fails the test when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) return expect.unreachable(`expected an ApiError, got ${JSON.stringify(outcome.value)}`)
  expect(outcome.error).toBeInstanceOf(ApiError)
  return outcome.error as ApiError
}

/** The demo API's `{ error }` text of a failed call. */
export function errorText(error: ApiError): string {
  const body = error.body as { error?: unknown }
  expect(typeof body.error).toBe('string')
  return String(body.error)
}

/** A request the typed client cannot make: bad JSON, a missing key, odd query strings. */
export function raw(method: string, path: string, init: { key?: string | null; body?: string } = {}) {
  const headers: Record<string, string> = {}
  const key = init.key === undefined ? DEMO_API_KEY : init.key
  if (key !== null) headers['x-api-key'] = key
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${BASE}${path}`, { method, headers, body: init.body })
}
