import { describe, expect, it } from 'vitest'
import { raw, withDemoServer } from '@/test/demo-harness'
import { createHandlers } from './all-handlers'

const demo = withDemoServer()

// The path with a made-up id: without a key the id is never looked up.
const operations = createHandlers(demo.db).map(({ info }): [string, string] => [
  String(info.method),
  String(info.path).replace(/^\*/, '').replace(/:\w+/g, 'x_1'),
])

describe('x-api-key on every operation', () => {
  it('serves the 35 operations of the API', () => {
    expect(operations).toHaveLength(35)
  })

  it.each(operations)('%s %s without the header gives 401 {message}', async (method, path) => {
    const response = await raw(method, path, {
      key: null,
      body: method === 'POST' || method === 'PUT' ? '{}' : undefined,
    })
    expect(response.status).toBe(401)
    expect(typeof ((await response.json()) as { message?: unknown }).message).toBe('string')
  })
})
