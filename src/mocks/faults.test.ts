import { describe, expect, it, vi } from 'vitest'
import { applyFault, createMemoryFaults, createStorageFaults, DEMO_FAULTS_KEY, type Fault } from './faults'
import { MemoryStorage } from '@/test/memory-storage'

const request = (method: string, path: string) => new Request(`http://demo.test${path}`, { method })

function storageWith(value: unknown): MemoryStorage {
  const storage = new MemoryStorage()
  storage.setItem(DEMO_FAULTS_KEY, typeof value === 'string' ? value : JSON.stringify(value))
  return storage
}

/** What fresh faults holding this one answer each request in turn ("GET /a, POST /b"): a status, or undefined for none. */
function answers(fault: Fault, requests: string) {
  const faults = createMemoryFaults()
  faults.add(fault)
  return requests.split(', ').map((line) => {
    const [method = '', path = ''] = line.split(' ')
    return faults.take(request(method, path))?.status
  })
}

describe('createMemoryFaults', () => {
  it('matches an exact path on any method when none is given', () => {
    const fault: Fault = { path: '/v1/workspaces', status: 500, times: 3 }
    expect(
      answers(
        fault,
        'GET /v1/workspaces/ws_1, GET /v1/workspaces?page=2, POST /v1/workspaces, DELETE /v1/workspaces, GET /v1/workspaces',
      ),
    ).toEqual([undefined, 500, 500, 500, undefined])
  })

  it('matches a prefix when the path ends with *', () => {
    const fault: Fault = { path: '/v1/broadcasts/*', status: 429, times: 2 }
    expect(
      answers(fault, 'GET /v1/broadcasts, GET /v1/broadcasts/b_1, GET /v1/broadcasts/b_1/logs, GET /v1/broadcasts/b_1'),
    ).toEqual([undefined, 429, 429, undefined])
  })

  it('matches every path with a lone *', () => {
    expect(answers({ path: '*', status: 503 }, 'PUT /v1/segments/s_1')).toEqual([503])
  })

  it('matches the method when one is given', () => {
    const fault: Fault = { method: 'POST', path: '/v1/segments', status: 409 }
    expect(answers(fault, 'GET /v1/segments, POST /v1/segments')).toEqual([undefined, 409])
  })

  it('answers once by default, then as many times as asked, first match first', () => {
    const faults = createMemoryFaults()
    faults.add({ path: '/v1/x', status: 500 }, { path: '/v1/x', status: 502, times: 2 })
    expect([1, 2, 3, 4].map(() => faults.take(request('GET', '/v1/x'))?.status)).toEqual([500, 502, 502, undefined])
  })

  it('forgets everything on clear', () => {
    const faults = createMemoryFaults()
    faults.add({ path: '*', status: 500, times: 10 })
    faults.clear()
    expect(faults.take(request('GET', '/v1/x'))).toBeUndefined()
  })
})

describe('createStorageFaults', () => {
  const limited: Fault = { method: 'GET', path: '/v1/broadcasts/*', status: 429, retryAfter: 1 }

  it('reads the stored faults and removes the key once they are used up', () => {
    const storage = storageWith([limited])
    const faults = createStorageFaults(storage)
    expect(faults.take(request('GET', '/v1/broadcasts/b_1'))).toEqual(limited)
    expect(storage.getItem(DEMO_FAULTS_KEY)).toBeNull()
    expect(faults.take(request('GET', '/v1/broadcasts/b_1'))).toBeUndefined()
  })

  it('writes back what is left, and leaves the storage alone when nothing matched', () => {
    const storage = storageWith([{ ...limited, times: 2 }])
    const faults = createStorageFaults(storage)
    const before = storage.getItem(DEMO_FAULTS_KEY)
    expect(faults.take(request('POST', '/v1/broadcasts/b_1'))).toBeUndefined()
    expect(storage.getItem(DEMO_FAULTS_KEY)).toBe(before)
    faults.take(request('GET', '/v1/broadcasts/b_1'))
    expect(JSON.parse(storage.getItem(DEMO_FAULTS_KEY) ?? 'null')).toEqual([{ ...limited, times: 1 }])
  })

  it('sees faults set after it was created', () => {
    const storage = new MemoryStorage()
    const faults = createStorageFaults(storage)
    expect(faults.take(request('GET', '/v1/broadcasts/b_1'))).toBeUndefined()
    storage.setItem(DEMO_FAULTS_KEY, JSON.stringify([limited]))
    expect(faults.take(request('GET', '/v1/broadcasts/b_1'))?.status).toBe(429)
  })

  it.each<[string, unknown]>([
    ['invalid JSON', '[{"path": '],
    ['a JSON object', { path: '*', status: 500 }],
    ['a JSON string', '"oops"'],
    ['null', 'null'],
  ])('treats %s as no faults, without throwing', (_label, value) => {
    const faults = createStorageFaults(storageWith(value))
    expect(faults.take(request('GET', '/v1/x'))).toBeUndefined()
  })

  it('ignores invalid entries and keeps the valid ones', () => {
    const storage = storageWith([
      null,
      'x',
      { status: 500 },
      { path: '', status: 500 },
      { path: '/v1/x', method: 'get', status: 500 },
      { path: '/v1/x', status: 99 },
      { path: '/v1/x', status: 600 },
      { path: '/v1/x', status: 500, times: 0 },
      { path: '/v1/x', status: 500, times: 1.5 },
      { path: '/v1/x', status: 429, retryAfter: -1 },
      { path: '/v1/x', delayMs: -5 },
      { path: '/v1/x' },
      { path: '/v1/x', status: 418 },
    ])
    const faults = createStorageFaults(storage)
    expect(faults.take(request('GET', '/v1/x'))).toEqual({ path: '/v1/x', status: 418 })
    expect(faults.take(request('GET', '/v1/x'))).toBeUndefined()
    expect(storage.getItem(DEMO_FAULTS_KEY)).toBeNull()
  })

  it('never throws when the storage does', () => {
    const storage = storageWith([{ ...limited, times: 2 }])
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(createStorageFaults(storage).take(request('GET', '/v1/broadcasts/b_1'))?.status).toBe(429)
    expect(warn).toHaveBeenCalledOnce()
    vi.spyOn(storage, 'getItem').mockImplementation(() => {
      throw new DOMException('Denied', 'SecurityError')
    })
    expect(createStorageFaults(storage).take(request('GET', '/v1/broadcasts/b_1'))).toBeUndefined()
  })

  it('reads another key when given one', () => {
    const storage = new MemoryStorage()
    storage.setItem('other', JSON.stringify([limited]))
    expect(createStorageFaults(storage, 'other').take(request('GET', '/v1/broadcasts/b_1'))?.status).toBe(429)
  })
})

describe('applyFault', () => {
  async function answer(fault: Fault, method = 'GET', path = '/v1/x') {
    const faults = createMemoryFaults()
    faults.add(fault)
    return applyFault(faults, request(method, path))
  }

  it('answers nothing without a source or a matching fault', async () => {
    await expect(applyFault(undefined, request('GET', '/v1/x'))).resolves.toBeUndefined()
    await expect(answer({ path: '/v1/y', status: 500 })).resolves.toBeUndefined()
  })

  it('defaults the body to { error } and to { message } for 429, with Retry-After when given', async () => {
    const failed = await answer({ path: '/v1/x', status: 500 })
    expect(failed?.status).toBe(500)
    expect(failed?.headers.get('retry-after')).toBeNull()
    await expect(failed?.json()).resolves.toEqual({ error: 'Injected failure' })
    const limited = await answer({ path: '/v1/x', status: 429, retryAfter: 3 })
    expect(limited?.status).toBe(429)
    expect(limited?.headers.get('retry-after')).toBe('3')
    await expect(limited?.json()).resolves.toEqual({ message: 'Too many requests' })
  })

  it('sends a given JSON body, even null', async () => {
    await expect((await answer({ path: '/v1/x', status: 200, body: { unexpected: true } }))?.json()).resolves.toEqual({
      unexpected: true,
    })
    await expect((await answer({ path: '/v1/x', status: 400, body: null }))?.json()).resolves.toBeNull()
  })

  it('sends raw text as HTML, with 200 when no status is given', async () => {
    const html = await answer({ path: '/v1/x', raw: '<html>Bad gateway</html>' })
    expect(html?.status).toBe(200)
    expect(html?.headers.get('content-type')).toBe('text/html')
    await expect(html?.text()).resolves.toBe('<html>Bad gateway</html>')
    expect((await answer({ path: '/v1/x', status: 502, raw: 'down' }))?.status).toBe(502)
  })

  it('sends no body for a null-body status', async () => {
    const empty = await answer({ path: '/v1/x', status: 204 })
    expect(empty?.status).toBe(204)
    await expect(empty?.text()).resolves.toBe('')
  })

  it('waits delayMs first, and with no status then lets the request through', async () => {
    vi.useFakeTimers()
    try {
      let settled = false
      const pending = answer({ path: '/v1/x', delayMs: 1_000 }).then((response) => {
        settled = true
        return response
      })
      await vi.advanceTimersByTimeAsync(999)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await expect(pending).resolves.toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
