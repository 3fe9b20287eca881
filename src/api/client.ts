import type * as z from 'zod/v4/core'
import './zod-locale'
import { safeParse } from 'zod/mini'
import { ApiError, messageFromBody } from './api-error'

export interface ApiConfig {
  /** Origin and optional path prefix, e.g. `https://api.example.com`; empty for the page's own origin. */
  baseUrl: string
  apiKey: string
}

export type QueryValue = string | number | undefined | null
export type QueryParams = Record<string, QueryValue>

export interface RequestOptions<S extends z.$ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  schema: S
  query?: QueryParams
  body?: unknown
  signal?: AbortSignal
  /** A save or a delete: a 200 whose body carries a non-empty `error` (or a delete's `success: false`) is a refusal. */
  refuseCarriedError?: boolean
}

export interface ApiClient {
  request<S extends z.$ZodType>(options: RequestOptions<S>): Promise<z.output<S>>
}

export interface CallOptions {
  signal?: AbortSignal
}

export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    search.set(key, String(value))
  }
  const qs = search.toString()
  return `${baseUrl.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`
}

export function describeIssue(issue: z.$ZodIssue): string {
  const where = issue.path.length
    ? issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')
    : '(root)'
  return `${where.replace(/^\./, '')}: ${issue.message}`
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** A body that is markup, not JSON: an HTML page from a proxy or a static server. */
const isWebPage = (body: unknown) => typeof body === 'string' && /^\s*</.test(body)

const HTTP_DATE_START = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/i

/**
 * A Retry-After header as milliseconds from `now`: delta-seconds or an HTTP-date (a past date is 0).
 * Undefined when the header is missing or is neither.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // Date.parse alone would read "1.5" as a date in 2001; asctime dates carry no zone but are GMT.
  if (!HTTP_DATE_START.test(text)) return undefined
  const date = Date.parse(/GMT$/i.test(text) ? text : `${text} GMT`)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

function rateLimitMessage(serverMessage: string | undefined, retryAfterMs: number | undefined): string {
  const said = serverMessage ?? 'Too many requests'
  const sentence = /[.!?]$/.test(said) ? said : `${said}.`
  if (retryAfterMs === undefined) return `${sentence} Try again in a minute.`
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return `${sentence} Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`
}

/** The browser says it has no network (Node has no navigator.onLine). */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/** Sends the request and reads its whole body: a failure anywhere on the way is one network error, unless the caller aborted. */
async function exchange(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  operation: string,
): Promise<{ response: Response; payload: unknown }> {
  let response: Response | undefined
  try {
    response = await fetchImpl(url, init)
    return { response, payload: await readBody(response) }
  } catch (cause) {
    if (init.signal?.aborted) throw cause
    throw new ApiError({
      kind: 'network',
      status: 0,
      operation,
      body: cause,
      message: response
        ? 'The connection was lost while reading the response.'
        : isOffline()
          ? 'You’re offline, so nothing was sent. Try again once the connection is back.'
          : 'Could not reach the API. Check the connection and the base URL.',
    })
  }
}

/** The service may answer a save 200 with an `error` in the body, or a delete with `success: false`. */
function carriedRefusal(payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object') return undefined
  const { error, success } = payload as Record<string, unknown>
  if (typeof error === 'string' && error.trim()) return error.trim()
  if (success === false) return 'The API answered that it did not do it.'
  return undefined
}

/** One fetch wrapper for every operation. Reads its configuration on each call, so one client serves the whole session. */
export function createApiClient(
  getConfig: () => ApiConfig,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ApiClient {
  return {
    async request({ method, path, schema, query, body, signal, refuseCarriedError }) {
      const { baseUrl, apiKey } = getConfig()
      const operation = `${method} ${path}`
      const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': apiKey }
      if (body !== undefined) headers['content-type'] = 'application/json'

      const { response, payload } = await exchange(
        fetchImpl,
        buildUrl(baseUrl, path, query),
        { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal },
        operation,
      )
      if (!response.ok) {
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now())
        // A proxy's or web server's error page is not the API's words, and not worth quoting.
        const serverMessage = isWebPage(payload) ? undefined : messageFromBody(payload)
        throw new ApiError({
          kind: 'http',
          status: response.status,
          operation,
          body: payload,
          retryAfterMs,
          message:
            response.status === 429
              ? rateLimitMessage(serverMessage, retryAfterMs)
              : (serverMessage ?? `${response.status} ${response.statusText || 'error'}`.trim()),
        })
      }

      const carried = refuseCarriedError ? carriedRefusal(payload) : undefined
      if (carried)
        throw new ApiError({ kind: 'http', status: response.status, operation, body: payload, message: carried })

      const parsed = safeParse(schema, payload)
      if (!parsed.success) {
        const first = parsed.error.issues[0]
        const contentType = response.headers.get('content-type')?.split(';')[0]?.trim()
        const notJson = typeof payload === 'string' && !/json/i.test(contentType ?? '')
        throw new ApiError({
          kind: 'invalid-response',
          status: response.status,
          operation,
          body: parsed.error.issues,
          message: notJson
            ? 'The API answered with a page or text where its data belongs.'
            : 'The API answered with data in a shape this dashboard cannot read.',
          technical: `${operation}: ${notJson ? `expected JSON, received ${contentType || 'text'}` : first ? describeIssue(first) : 'invalid shape'}`,
        })
      }
      return parsed.data
    },
  }
}
