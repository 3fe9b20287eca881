import { describe, expect, it } from 'vitest'
import { getAccountInfo } from '@/api/account'
import { ApiError } from '@/api/api-error'
import { createApiClient } from '@/api/client'
import { describeConnectError, safeRedirect } from './connect-errors'

const BASE = 'https://console.example.com'
const PAGE =
  '<!DOCTYPE html>\n<html lang="en"><head><title>Inbox Console</title></head><body><div id="root"></div></body></html>'

/** The error the real client throws for /v1/account-info when the address answers with this response. */
async function errorFor(response: Response): Promise<unknown> {
  const api = createApiClient(
    () => ({ baseUrl: BASE, apiKey: 'key' }),
    async () => response,
  )
  return getAccountInfo(api).then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  )
}

const html = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } })
const json = (body: unknown, status: number) => Response.json(body, { status })

describe('describeConnectError', () => {
  it('says the address serves a web page when a page answers 200', async () => {
    const failure = describeConnectError(await errorFor(html(PAGE, 200)), BASE)
    expect(failure.message).toMatch(
      /^This address serves a web page, not the API: enter your API's base URL, or run the dev or preview server with API_PROXY_TARGET/,
    )
    expect(failure.retryable).toBe(false)
  })

  it.each([
    ['a doctype', PAGE],
    ['a bare html element', '  <html><body>Not found</body></html>'],
  ])(
    'says the address serves a web page, never "account not found", for a 404 page starting with %s',
    async (_, body) => {
      const failure = describeConnectError(await errorFor(html(body, 404)), BASE)
      expect(failure.message).toContain('serves a web page, not the API')
      expect(failure.message).not.toMatch(/account not found/i)
      expect(failure.retryable).toBe(false)
    },
  )

  it.each([
    ['plain text', new Response('Cannot GET /v1/account-info', { status: 404 })],
    ['an empty body', new Response(null, { status: 404 })],
    ['JSON without error or message', json({ status: 'missing' }, 404)],
  ])('says the address is not the API for a 404 with %s', async (_, response) => {
    const failure = describeConnectError(await errorFor(response), BASE)
    expect(failure.message).toMatch(/^This address is not the API .*API_PROXY_TARGET/)
    expect(failure.message).not.toMatch(/account not found/i)
    expect(failure.retryable).toBe(false)
  })

  it("says the account was not found only for the API's own 404 body", async () => {
    const failure = describeConnectError(await errorFor(json({ error: 'account not found' }, 404)), BASE)
    expect(failure).toEqual({
      message: 'Account not found: the account linked to this key no longer exists.',
      retryable: false,
    })
  })

  it('says the key is invalid on 401', async () => {
    const failure = describeConnectError(await errorFor(json({ message: 'Unauthorized' }, 401)), BASE)
    expect(failure).toEqual({ message: 'Invalid or deleted API key. Check the key and try again.', retryable: false })
  })

  it("quotes the API's 500 and offers a retry", async () => {
    const failure = describeConnectError(await errorFor(json({ error: 'could not retrieve the account' }, 500)), BASE)
    expect(failure).toEqual({
      message: 'Could not retrieve the account (could not retrieve the account). Try again.',
      retryable: true,
    })
  })

  it("never quotes a proxy's HTML error page", async () => {
    const failure = describeConnectError(
      await errorFor(html('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', 502)),
      BASE,
    )
    expect(failure).toEqual({ message: 'Could not retrieve the account (HTTP 502). Try again.', retryable: true })
  })

  it('keeps the shape message for a JSON answer of the wrong shape', async () => {
    const failure = describeConnectError(await errorFor(json({ name: 42 }, 200)), BASE)
    expect(failure.message).toBe('The API answered with data in a shape this dashboard cannot read.')
    expect(failure.message).not.toContain('web page')
  })

  it('says the API cannot be reached on a network error, naming the address', () => {
    const error = new ApiError({ kind: 'network', status: 0, operation: 'GET /v1/account-info', message: 'offline' })
    expect(describeConnectError(error, BASE)).toEqual({
      message: `Could not reach the API at ${BASE}. Check the base URL and your connection.`,
      retryable: true,
    })
  })
})

describe('safeRedirect', () => {
  it.each([
    [undefined, '/'],
    ['/account', '/account'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/connect?redirect=/x', '/'],
  ])('%s -> %s', (redirect, expected) => {
    expect(safeRedirect(redirect)).toBe(expected)
  })
})
