import { isUnreadable, type ListRow } from '@/api/list-rows'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { ApiError } from '@/api/api-error'
import { createApiClient, type ApiClient } from '@/api/client'
import { DEMO_API_KEY } from '@/lib/demo-keys'
import { createDemoServer } from '@/mocks/node'

export const BASE = 'http://demo.test'

export function clientFor(apiKey: string): ApiClient {
  return createApiClient(() => ({ baseUrl: BASE, apiKey }))
}

export const api = clientFor(DEMO_API_KEY)
export const stranger = clientFor('not-a-demo-key')

type DemoServer = ReturnType<typeof createDemoServer>

/**
 * The one way tests get the demo API: call once per file, at the top. The server listens for the whole
 * file (unhandled requests fail the test); every test starts from a fresh seed, without the previous
 * test's `server.use(...)` overrides and without its `server.events` listeners.
 */
export function withDemoServer(...options: Parameters<typeof createDemoServer>): DemoServer {
  const demo = createDemoServer(...options)
  beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => demo.db.reset())
  afterEach(() => {
    demo.server.resetHandlers()
    demo.server.events.removeAllListeners()
  })
  afterAll(() => demo.server.close())
  return demo
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

/** A list the demo API answered, every row readable: the seed and the handlers write only whole records. */
export function readAll<Row>(rows: ListRow<Row>[]): Row[] {
  const bad = rows.find(isUnreadable)
  if (bad) throw new Error(`row ${bad.index} could not be read: ${bad.problem}`)
  return rows as Row[]
}

/** The first item of a seeded list; fails the test when the seed has none. */
export function firstOf<T>(items: readonly T[], what: string): T {
  const [found] = items
  if (!found) throw new Error(`the seed has no ${what}`)
  return found
}

/** A list operation of the API module, as the list checks call it. */
export type ListCall = (
  client: ApiClient,
  params: { page?: number; limit?: number; searchText?: string; workspaceId?: string },
) => Promise<ListRow<{ id?: string | null }>[]>

/** The ids a list gives with a limit large enough for the whole store. */
export async function allIds(list: ListCall, params: { workspaceId?: string } = {}): Promise<unknown[]> {
  return readAll(await list(api, { ...params, limit: 1000 })).map((item) => item.id)
}
