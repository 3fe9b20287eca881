import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { getAccountInfo } from './account'
import { createBroadcast, deleteBroadcast, getBroadcast } from './broadcasts'
import { sendWhatsappText } from './messages'
import { ApiError, isApiError, messageFromBody } from './api-error'
import { buildUrl, createApiClient, describeIssue, parseRetryAfter, type ApiConfig } from './client'
import { isUnreadable } from './list-rows'
import { getTemplate, listTemplates } from './templates'
import { getWorkspace, listWorkspaces } from './workspaces'

const BASE = 'https://api.test'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const api = createApiClient(() => ({ baseUrl: BASE, apiKey: 'test-key' }))

/** Runs the call and returns its rejection, failing the test when it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to reject, but it resolved')
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('HTTP error mapping', () => {
  it('maps 401 {message} to an unauthorized ApiError', async () => {
    server.use(
      http.get(`${BASE}/v1/account-info`, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    )
    const error = await apiErrorOf(getAccountInfo(api))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(401)
    expect(error.message).toBe('Unauthorized')
    expect(error.name).toBe('ApiError')
    expect(error.operation).toBe('GET /v1/account-info')
    expect(error.body).toEqual({ message: 'Unauthorized' })
    expect(error.isUnauthorized).toBe(true)
    expect(error.isTransient).toBe(false)
    expect(isApiError(error)).toBe(true)
  })

  it('does not quote an error page: the status says it', async () => {
    server.use(
      http.get(`${BASE}/v1/workspaces`, () =>
        HttpResponse.html('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
          status: 502,
          statusText: 'Bad Gateway',
        }),
      ),
    )
    const error = await apiErrorOf(listWorkspaces(api))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(502)
    expect(error.message).toBe('502 Bad Gateway')
    expect(error.isTransient).toBe(true)
  })

  it.each<[string, () => Response, Partial<ApiError>]>([
    [
      'maps 404 {error} to its error text',
      () => HttpResponse.json({ error: 'Account not found' }, { status: 404 }),
      { kind: 'http', status: 404, message: 'Account not found', isUnauthorized: false, isTransient: false },
    ],
    [
      'maps 500 {error} to a transient error',
      () => HttpResponse.json({ error: 'Could not retrieve account' }, { status: 500 }),
      { kind: 'http', status: 500, message: 'Could not retrieve account', isTransient: true, isUnauthorized: false },
    ],
    [
      'uses a non-JSON text body as the message',
      () => HttpResponse.text('Internal meltdown', { status: 500 }),
      { kind: 'http', status: 500, message: 'Internal meltdown', body: 'Internal meltdown' },
    ],
    [
      'mentions the status when the body is empty',
      () => new HttpResponse(null, { status: 502 }),
      {
        kind: 'http',
        status: 502,
        message: expect.stringMatching(/^502\b/) as string,
        body: undefined,
        isTransient: true,
      },
    ],
    [
      'falls back to the status when a JSON body has no usable message',
      () => HttpResponse.json({ message: '  ', error: 42 }, { status: 503, statusText: 'Service Unavailable' }),
      { status: 503, message: '503 Service Unavailable', isTransient: true },
    ],
  ])('%s', async (_name, answer, expected) => {
    server.use(http.get(`${BASE}/v1/account-info`, answer))
    expect(await apiErrorOf(getAccountInfo(api))).toMatchObject(expected)
  })

  it('treats 4xx other than 401 as neither unauthorized nor transient', async () => {
    server.use(http.get(`${BASE}/v1/workspaces`, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })))
    const error = await apiErrorOf(listWorkspaces(api))
    expect(error).toMatchObject({
      status: 403,
      operation: 'GET /v1/workspaces',
      isUnauthorized: false,
      isTransient: false,
    })
  })
})

describe('rate limiting (429)', () => {
  const tooMany = (body: Record<string, string>, retryAfter: string) =>
    server.use(
      http.get(`${BASE}/v1/workspaces`, () =>
        HttpResponse.json(body, { status: 429, headers: { 'Retry-After': retryAfter } }),
      ),
    )

  it('keeps the server’s message and says when to try again', async () => {
    tooMany({ message: 'Rate limit exceeded' }, '30')
    const error = await apiErrorOf(listWorkspaces(api))
    expect(error.status).toBe(429)
    expect(error.isRateLimited).toBe(true)
    expect(error.isTransient).toBe(false)
    expect(error.isUnauthorized).toBe(false)
    expect(error.retryAfterMs).toBe(30_000)
    expect(error.message).toBe('Rate limit exceeded. Try again in 30 seconds.')
    expect(error.body).toEqual({ message: 'Rate limit exceeded' })
  })

  it('says "1 second" in the singular and does not double the full stop', async () => {
    tooMany({ error: 'Slow down!' }, '1')
    const error = await apiErrorOf(listWorkspaces(api))
    expect(error.message).toBe('Slow down! Try again in 1 second.')
  })

  it('rounds an HTTP-date up to whole seconds', async () => {
    tooMany({}, new Date(Date.now() + 10_500).toUTCString())
    const error = await apiErrorOf(listWorkspaces(api))
    // toUTCString drops the milliseconds, so the wait is at most 10.5 seconds and, allowing for a slow test, above 9.
    expect(error.retryAfterMs).toBeGreaterThan(9_000)
    expect(error.retryAfterMs).toBeLessThanOrEqual(10_500)
    expect(error.message).toMatch(/^Too many requests\. Try again in (10|11) seconds\.$/)
  })

  it('falls back to "Too many requests" and honest wording when there is no message or header', async () => {
    server.use(http.get(`${BASE}/v1/workspaces`, () => new HttpResponse(null, { status: 429 })))
    const error = await apiErrorOf(listWorkspaces(api))
    expect(error.retryAfterMs).toBeUndefined()
    expect(error.message).toBe('Too many requests. Try again in a minute.')
  })

  it('treats an unreadable header as missing', async () => {
    tooMany({ message: 'Too many requests' }, 'soon')
    const error = await apiErrorOf(listWorkspaces(api))
    expect(error.retryAfterMs).toBeUndefined()
    expect(error.message).toBe('Too many requests. Try again in a minute.')
  })

  it('reads Retry-After on other statuses too, without changing their message', async () => {
    server.use(
      http.get(`${BASE}/v1/workspaces`, () =>
        HttpResponse.json({ error: 'Down for maintenance' }, { status: 503, headers: { 'Retry-After': '120' } }),
      ),
    )
    expect(await apiErrorOf(listWorkspaces(api))).toMatchObject({
      retryAfterMs: 120_000,
      message: 'Down for maintenance',
      isRateLimited: false,
      isTransient: true,
    })
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-03-01T12:00:00Z')

  it.each<[string, string | null, number | undefined]>([
    ['delta-seconds', '5', 5_000],
    ['zero', '0', 0],
    ['padded delta-seconds', ' 12 ', 12_000],
    ['an IMF-fixdate ahead', 'Sat, 01 Mar 2025 12:00:07 GMT', 7_000],
    ['an RFC 850 date ahead', 'Saturday, 01-Mar-25 12:01:00 GMT', 60_000],
    ['an asctime date ahead, read as GMT', 'Sat Mar  1 12:00:03 2025', 3_000],
    ['a date in the past, as no wait', 'Sat, 01 Mar 2025 11:59:00 GMT', 0],
    ['missing', null, undefined],
    ['empty', '', undefined],
    ['blank', '   ', undefined],
    ['negative', '-5', undefined],
    ['a fraction', '1.5', undefined],
    ['words', 'soon', undefined],
    ['a day name with no date', 'Sat, soon', undefined],
  ])('%s', (_label, value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected)
  })
})

describe('network failures and aborts', () => {
  it('maps a network failure to kind network, status 0, transient', async () => {
    server.use(http.get(`${BASE}/v1/account-info`, () => HttpResponse.error()))
    const error = await apiErrorOf(getAccountInfo(api))
    expect(error.kind).toBe('network')
    expect(error.status).toBe(0)
    expect(error.operation).toBe('GET /v1/account-info')
    expect(error.isTransient).toBe(true)
    expect(error.isUnauthorized).toBe(false)
    expect(error.message).toMatch(/could not reach the api/i)
    expect(error.body).toBeInstanceOf(TypeError)
  })

  it('says so when the browser is offline: nothing was sent', async () => {
    server.use(http.get(`${BASE}/v1/account-info`, () => HttpResponse.error()))
    vi.stubGlobal('navigator', { onLine: false })
    try {
      const error = await apiErrorOf(getAccountInfo(api))
      expect(error.kind).toBe('network')
      expect(error.isTransient).toBe(true)
      expect(error.message).toBe('You’re offline, so nothing was sent. Try again once the connection is back.')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('maps a body that breaks off mid-response to a network error', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":'))
        controller.error(new TypeError('terminated'))
      },
    })
    const failing = createApiClient(
      () => ({ baseUrl: BASE, apiKey: 'k' }),
      () => Promise.resolve(new Response(broken, { status: 200 })),
    )
    const error = await apiErrorOf(getAccountInfo(failing))
    expect(error.kind).toBe('network')
    expect(error.status).toBe(0)
    expect(error.operation).toBe('GET /v1/account-info')
    expect(error.isTransient).toBe(true)
    expect(error.message).toMatch(/connection was lost/i)
    expect(error.body).toBeInstanceOf(TypeError)
  })

  it('rejects with the abort error, not a network ApiError, when aborted while the body is being read', async () => {
    const controller = new AbortController()
    const reading = createApiClient(
      () => ({ baseUrl: BASE, apiKey: 'k' }),
      (_input, init) => {
        // Like a real fetch: the headers have arrived, and aborting the signal breaks off the body.
        const stream = new ReadableStream<Uint8Array>({
          start(body) {
            body.enqueue(new TextEncoder().encode('{"name":'))
            init?.signal?.addEventListener('abort', () => body.error(init.signal?.reason))
          },
        })
        return Promise.resolve(new Response(stream, { status: 200 }))
      },
    )
    const pending = rejectionOf(getAccountInfo(reading, { signal: controller.signal }))
    controller.abort()
    const error = await pending
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })

  it('maps a fetch implementation that throws to a network error', async () => {
    const failing = createApiClient(
      () => ({ baseUrl: BASE, apiKey: 'k' }),
      () => Promise.reject(new TypeError('fetch failed')),
    )
    const error = await apiErrorOf(getAccountInfo(failing))
    expect(error.kind).toBe('network')
    expect(error.status).toBe(0)
  })

  it('rejects with the abort error, not a network ApiError, when the signal is already aborted', async () => {
    let requests = 0
    server.use(
      http.get(`${BASE}/v1/account-info`, () => {
        requests += 1
        return HttpResponse.json({ name: 'Acme', ownerEmail: null })
      }),
    )
    const controller = new AbortController()
    controller.abort()
    const error = await rejectionOf(getAccountInfo(api, { signal: controller.signal }))
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
    expect(requests).toBe(0)
  })

  it('rejects with the abort error when aborted while the request is in flight', async () => {
    let markStarted: () => void = () => {}
    const started = new Promise<void>((resolve) => {
      markStarted = resolve
    })
    server.use(
      http.get(`${BASE}/v1/workspaces`, async () => {
        markStarted()
        await delay('infinite')
        return HttpResponse.json([])
      }),
    )
    const controller = new AbortController()
    const pending = rejectionOf(listWorkspaces(api, {}, { signal: controller.signal }))
    await started
    controller.abort()
    const error = await pending
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })

  it('rethrows a custom abort reason unchanged', async () => {
    server.use(http.get(`${BASE}/v1/account-info`, () => HttpResponse.json({ name: 'Acme', ownerEmail: null })))
    const reason = new Error('navigated away')
    const controller = new AbortController()
    controller.abort(reason)
    const error = await rejectionOf(getAccountInfo(api, { signal: controller.signal }))
    expect(error).toBe(reason)
  })
})

describe('response validation', () => {
  /** A template record as the API sends it: `template` adds to its body's name and language, `extra` to the record. */
  const templateRecord = (template: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    id: 'tpl_1',
    template: { language: 'en', name: 'n', ...template },
    workspace: { id: 'ws_1', title: 'Main' },
    createdAt: 'x',
    updatedAt: 'y',
    ...extra,
  })

  it('reads an item of the wrong type as one unreadable row in its place, naming the field, and keeps the others', async () => {
    server.use(
      http.get(`${BASE}/v1/workspaces`, () =>
        HttpResponse.json([
          { id: 'ws_1', title: 'Main' },
          { id: 'ws_2', title: 42 },
          { id: 'ws_3', title: 'Third' },
        ]),
      ),
    )
    await expect(listWorkspaces(api)).resolves.toStrictEqual([
      { id: 'ws_1', title: 'Main' },
      {
        unreadableRow: true,
        index: 1,
        problem: 'title: Invalid input: expected string, received number',
        raw: { id: 'ws_2', title: 42 },
      },
      { id: 'ws_3', title: 'Third' },
    ])
  })

  it('reads a list whose every item is the wrong shape as that many unreadable rows, not an error', async () => {
    server.use(http.get(`${BASE}/v1/workspaces`, () => HttpResponse.json([null, 'x', 7])))
    const rows = await listWorkspaces(api)
    expect(rows.map((row) => isUnreadable(row) && row.problem)).toEqual([
      '(root): Invalid input: expected object, received null',
      '(root): Invalid input: expected object, received string',
      '(root): Invalid input: expected object, received number',
    ])
  })

  it('rejects a non-array list response at the root', async () => {
    server.use(http.get(`${BASE}/v1/workspaces`, () => HttpResponse.json({ items: [] })))
    const error = await apiErrorOf(listWorkspaces(api))
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toBe('The API answered with data in a shape this dashboard cannot read.')
    expect(error.technical).toContain('GET /v1/workspaces')
    expect(error.technical).toContain('(root)')
    expect(error.technical).toContain('expected array')
  })

  it('names a nested object path without a leading dot', async () => {
    server.use(
      http.get(`${BASE}/v1/broadcasts/b_1`, () =>
        HttpResponse.json({ id: 'b_1', workspace: { id: 7 }, name: 'Launch', type: 'marketing' }),
      ),
    )
    const error = await apiErrorOf(getBroadcast(api, 'b_1'))
    expect(error.kind).toBe('invalid-response')
    expect(error.technical).toContain('GET /v1/broadcasts/b_1: workspace.id:')
  })

  it('rejects a 200 response with a non-JSON body', async () => {
    server.use(http.get(`${BASE}/v1/account-info`, () => HttpResponse.text('OK')))
    const error = await apiErrorOf(getAccountInfo(api))
    expect(error.kind).toBe('invalid-response')
    expect(error.status).toBe(200)
    expect(error.message).toBe('The API answered with a page or text where its data belongs.')
    expect(error.technical).toBe('GET /v1/account-info: expected JSON, received text/plain')
  })

  it('says an HTML page came back where JSON was expected', async () => {
    server.use(
      http.get(`${BASE}/v1/workspaces`, () => HttpResponse.html('<!doctype html><html><body>Sign in</body></html>')),
    )
    const error = await apiErrorOf(listWorkspaces(api))
    expect(error.kind).toBe('invalid-response')
    expect(error.technical).toBe('GET /v1/workspaces: expected JSON, received text/html')
  })

  it('rejects a 200 response with an empty body', async () => {
    server.use(http.get(`${BASE}/v1/account-info`, () => new HttpResponse(null, { status: 200 })))
    const error = await apiErrorOf(getAccountInfo(api))
    expect(error.kind).toBe('invalid-response')
  })

  it('keeps unknown fields, so a record saved back loses nothing', async () => {
    server.use(
      http.get(`${BASE}/v1/workspaces/ws_1`, () =>
        HttpResponse.json({ id: 'ws_1', title: 'Main', color: 'blue', extra: { a: 1 } }),
      ),
    )
    await expect(getWorkspace(api, 'ws_1')).resolves.toStrictEqual({
      id: 'ws_1',
      title: 'Main',
      color: 'blue',
      extra: { a: 1 },
    })
  })

  it('keeps unknown fields inside list items', async () => {
    server.use(http.get(`${BASE}/v1/workspaces`, () => HttpResponse.json([{ id: 'ws_1', title: 'Main', members: 3 }])))
    await expect(listWorkspaces(api)).resolves.toStrictEqual([{ id: 'ws_1', title: 'Main', members: 3 }])
  })

  it('reads null where a template leaves a part empty, as it reads a part left out', async () => {
    const template = templateRecord({
      category: 'UTILITY',
      status: 'APPROVED',
      components: [
        { type: 'HEADER', format: null, text: null, example: null },
        { type: 'BODY', text: 'Hi', example: null, buttons: null },
        {
          type: 'BUTTONS',
          buttons: [{ type: 'QUICK_REPLY', text: 'Stop', url: null, phone_number: null, example: null }],
        },
      ],
    })
    server.use(http.get(`${BASE}/v1/whatsapp-templates`, () => HttpResponse.json([template])))
    await expect(listTemplates(api, { workspaceId: 'ws_1' })).resolves.toStrictEqual([template])
  })

  it('reads enum values newer than the spec as sent, and unknown fields at every depth', async () => {
    const template = templateRecord(
      {
        category: 'MARKETING_LITE',
        status: 'PAUSED',
        components: [
          { type: 'BODY', text: 'Hi' },
          { type: 'CAROUSEL', cards: [{ components: [] }] },
          { type: 'HEADER', format: 'LOCATION' },
          { type: 'BUTTONS', buttons: [{ type: 'COPY_CODE', text: 'Copy', example: ['X'], otp_type: 'COPY_CODE' }] },
        ],
        quality_score: { score: 'GREEN' },
      },
      { rejected_reason: 'NONE' },
    )
    server.use(http.get(`${BASE}/v1/whatsapp-templates/tpl_1`, () => HttpResponse.json(template)))
    await expect(getTemplate(api, 'tpl_1')).resolves.toStrictEqual(template)
  })
})

describe('base URL and configuration', () => {
  function captureUrls(): string[] {
    const urls: string[] = []
    server.use(
      http.all(`${BASE}/*`, ({ request }) => {
        urls.push(request.url)
        return HttpResponse.json({ name: 'Acme', ownerEmail: null })
      }),
    )
    return urls
  }

  it.each([
    ['https://api.test', 'https://api.test/v1/account-info'],
    ['https://api.test/', 'https://api.test/v1/account-info'],
    ['https://api.test///', 'https://api.test/v1/account-info'],
    ['https://api.test/prefix', 'https://api.test/prefix/v1/account-info'],
    ['https://api.test/prefix/', 'https://api.test/prefix/v1/account-info'],
  ])('baseUrl %s requests %s', async (baseUrl, expected) => {
    const urls = captureUrls()
    const client = createApiClient(() => ({ baseUrl, apiKey: 'k' }))
    await expect(getAccountInfo(client)).resolves.toEqual({ name: 'Acme', ownerEmail: null })
    expect(urls).toEqual([expected])
  })

  it('reads the configuration on every call', async () => {
    const keys: (string | null)[] = []
    server.use(
      http.all(`${BASE}/*`, ({ request }) => {
        keys.push(request.headers.get('x-api-key'))
        return HttpResponse.json({ name: 'Acme', ownerEmail: null })
      }),
    )
    const config: ApiConfig = { baseUrl: BASE, apiKey: 'first' }
    const client = createApiClient(() => config)
    await getAccountInfo(client)
    config.apiKey = 'second'
    await getAccountInfo(client)
    expect(keys).toEqual(['first', 'second'])
  })

  it('sends accept: application/json and passes the request to a custom fetch', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = []
    const client = createApiClient(
      () => ({ baseUrl: 'https://custom.test', apiKey: 'k1' }),
      (input, init) => {
        calls.push({ url: String(input), init })
        return Promise.resolve(Response.json({ id: 'ws_1', title: 'Main' }))
      },
    )
    await expect(getWorkspace(client, 'ws_1')).resolves.toEqual({ id: 'ws_1', title: 'Main' })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('https://custom.test/v1/workspaces/ws_1')
    expect(calls[0]?.init?.method).toBe('GET')
    expect(calls[0]?.init?.headers).toEqual({ accept: 'application/json', 'x-api-key': 'k1' })
    expect(calls[0]?.init?.body).toBeUndefined()
  })

  it('serializes a body and sets content-type only when there is one', async () => {
    const calls: RequestInit[] = []
    const client = createApiClient(
      () => ({ baseUrl: BASE, apiKey: 'k' }),
      (_input, init) => {
        calls.push(init ?? {})
        return Promise.resolve(Response.json({ ok: true }))
      },
    )
    await client.request({
      method: 'POST',
      path: '/v1/x',
      body: { a: 1, b: [null] },
      schema: z.object({ ok: z.boolean() }),
    })
    await client.request({ method: 'DELETE', path: '/v1/x', schema: z.object({ ok: z.boolean() }) })
    expect(calls[0]?.body).toBe('{"a":1,"b":[null]}')
    expect(calls[0]?.headers).toEqual({
      accept: 'application/json',
      'x-api-key': 'k',
      'content-type': 'application/json',
    })
    expect(calls[1]?.body).toBeUndefined()
    expect(calls[1]?.headers).toEqual({ accept: 'application/json', 'x-api-key': 'k' })
  })
})

describe('buildUrl', () => {
  it('skips undefined, null and empty-string values', () => {
    expect(buildUrl('https://a.test', '/v1/x', { a: undefined, b: null, c: '', d: 'kept' })).toBe(
      'https://a.test/v1/x?d=kept',
    )
  })

  it('keeps zero and serializes numbers', () => {
    expect(buildUrl('https://a.test', '/v1/x', { page: 0, limit: 25 })).toBe('https://a.test/v1/x?page=0&limit=25')
  })

  it('omits the question mark when nothing is left', () => {
    expect(buildUrl('https://a.test', '/v1/x', { a: undefined, b: null, c: '' })).toBe('https://a.test/v1/x')
    expect(buildUrl('https://a.test', '/v1/x')).toBe('https://a.test/v1/x')
    expect(buildUrl('https://a.test', '/v1/x', {})).toBe('https://a.test/v1/x')
  })

  it('encodes query values', () => {
    expect(buildUrl('https://a.test', '/v1/x', { q: 'a b&c=d' })).toBe('https://a.test/v1/x?q=a+b%26c%3Dd')
  })

  it('joins base URLs with trailing slashes and path prefixes', () => {
    expect(buildUrl('https://a.test/', '/v1/x')).toBe('https://a.test/v1/x')
    expect(buildUrl('https://a.test/prefix/', '/v1/x')).toBe('https://a.test/prefix/v1/x')
    expect(buildUrl('', '/v1/x', { page: 2 })).toBe('/v1/x?page=2')
  })
})

describe('describeIssue', () => {
  it('formats array indices, keys and root issues', () => {
    const arr = z.array(z.object({ title: z.string() })).safeParse([{ title: 'a' }, { title: 1 }])
    const obj = z.object({ a: z.object({ b: z.number() }) }).safeParse({ a: { b: 'x' } })
    const root = z.string().safeParse(1)
    expect(arr.success || describeIssue(arr.error.issues[0]!)).toBe(
      '[1].title: Invalid input: expected string, received number',
    )
    expect(obj.success || describeIssue(obj.error.issues[0]!)).toBe(
      'a.b: Invalid input: expected number, received string',
    )
    expect(root.success || describeIssue(root.error.issues[0]!)).toBe(
      '(root): Invalid input: expected string, received number',
    )
  })
})

describe('messageFromBody', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a string', 'Bad gateway', 'Bad gateway'],
    ['a padded string, trimmed', '  Oops \n', 'Oops'],
    ['a blank string', '   ', undefined],
    ['an empty string', '', undefined],
    ['an object with message', { message: 'Unauthorized' }, 'Unauthorized'],
    ['an object with error', { error: 'Account not found' }, 'Account not found'],
    ['message before error', { message: 'First', error: 'Second' }, 'First'],
    ['blank message falls back to error', { message: ' ', error: 'Second' }, 'Second'],
    ['non-string message falls back to error', { message: { text: 'x' }, error: 'Second' }, 'Second'],
    ['non-string values only', { message: 1, error: false }, undefined],
    ['an object without either key', { detail: 'nope' }, undefined],
    ['an empty object', {}, undefined],
    ['an array', ['Unauthorized'], undefined],
    ['null', null, undefined],
    ['undefined', undefined, undefined],
    ['a number', 500, undefined],
    ['a boolean', true, undefined],
  ])('%s', (_label, body, expected) => {
    expect(messageFromBody(body)).toBe(expected)
  })
})

describe('ApiError', () => {
  it('computes isUnauthorized and isTransient from kind and status', () => {
    const make = (kind: ApiError['kind'], status: number) =>
      new ApiError({ kind, status, message: 'm', operation: 'GET /v1/x' })
    expect(make('http', 401).isUnauthorized).toBe(true)
    expect(make('invalid-response', 401).isUnauthorized).toBe(false)
    expect(make('http', 499).isTransient).toBe(false)
    expect(make('http', 500).isTransient).toBe(true)
    expect(make('http', 503).isTransient).toBe(true)
    expect(make('network', 0).isTransient).toBe(true)
    expect(make('invalid-response', 500).isTransient).toBe(false)
    const error = make('http', 418)
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('m')
    expect(isApiError(error)).toBe(true)
    expect(isApiError(new Error('m'))).toBe(false)
    expect(isApiError({ kind: 'http', status: 401 })).toBe(false)
  })

  it('computes isRateLimited from kind and status, and carries retryAfterMs', () => {
    const limited = new ApiError({
      kind: 'http',
      status: 429,
      message: 'm',
      operation: 'GET /v1/x',
      retryAfterMs: 2_000,
    })
    expect(limited.isRateLimited).toBe(true)
    expect(limited.isTransient).toBe(false)
    expect(limited.retryAfterMs).toBe(2_000)
    expect(
      new ApiError({ kind: 'invalid-response', status: 429, message: 'm', operation: 'GET /v1/x' }).isRateLimited,
    ).toBe(false)
    expect(new ApiError({ kind: 'http', status: 503, message: 'm', operation: 'GET /v1/x' }).isRateLimited).toBe(false)
    expect(
      new ApiError({ kind: 'http', status: 503, message: 'm', operation: 'GET /v1/x' }).retryAfterMs,
    ).toBeUndefined()
  })
})

describe('a 200 that carries a refusal', () => {
  it('fails a save whose body carries an error, and a delete answered success: false', async () => {
    server.use(
      http.post(`${BASE}/v1/broadcasts`, () => HttpResponse.json({ id: 'bc_1', name: 'x', error: 'Template paused' })),
      http.delete(`${BASE}/v1/broadcasts/bc_1`, () => HttpResponse.json({ success: false })),
    )
    const saved = await apiErrorOf(createBroadcast(api, { name: 'x', type: 'client', workspace: { id: 'ws_1' } }))
    expect(saved.message).toBe('Template paused')
    expect(saved.status).toBe(200)
    const removed = await apiErrorOf(deleteBroadcast(api, 'bc_1'))
    expect(removed.message).toMatch(/did not do it/)
  })

  it('keeps a send answered 200 with an error, for its outcome to show as failed', async () => {
    server.use(
      http.post(`${BASE}/v1/messages/whatsapp/sendtext`, () =>
        HttpResponse.json({ id: 'm_1', status: 'failed', error: 'Outside the 24-hour window' }),
      ),
    )
    const sent = await sendWhatsappText(api, { recepient: { phoneNumber: '+4915155500020' }, text: 'Hi' } as never)
    expect(sent).toMatchObject({ error: 'Outside the 24-hour window' })
  })

  it('takes a save with an empty or null error as saved', async () => {
    server.use(
      http.post(`${BASE}/v1/broadcasts`, () =>
        HttpResponse.json({ id: 'bc_2', name: 'y', type: 'client', workspace: { id: 'ws_1' }, error: '' }),
      ),
    )
    await expect(createBroadcast(api, { name: 'y', type: 'client', workspace: { id: 'ws_1' } })).resolves.toMatchObject(
      {
        id: 'bc_2',
      },
    )
  })
})
