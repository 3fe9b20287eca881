import { delay, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw'
import type * as z from 'zod/v4/core'
import { safeParse } from 'zod/mini'
import { describeIssue } from '@/api/client'
import type { DemoDb } from './db'
import { applyFault, type FaultSource } from './faults'

export interface HandlerOptions {
  /** Artificial latency in ms, so the browser demo shows loading states like a real network. */
  latency?: number
  /** Failures to inject, for e2e tests and manual trials. */
  faults?: FaultSource
}

/** Matches the path on any origin: the demo serves the page's own origin, tests and the HTTP server others. */
export const route = (path: string) => `*${path}`

export const errorResponse = (status: number, error: string) => HttpResponse.json({ error }, { status })
export const notFound = (what: string, id: string) => errorResponse(404, `${what} ${id} not found`)

/**
 * Wraps a resolver with what every endpoint does first: latency, an injected fault if one matches, then the
 * x-api-key check. Keys that belong to a missing account or a failing server reproduce the spec's account errors.
 */
export function authed<Params extends PathParams>(
  db: DemoDb,
  options: HandlerOptions,
  resolver: HttpResponseResolver<Params, DefaultBodyType>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async (info) => {
    if (options.latency) await delay(options.latency)
    const injected = await applyFault(options.faults, info.request)
    if (injected) return injected
    const key = info.request.headers.get('x-api-key')
    const state = key && Object.hasOwn(db.data.apiKeys, key) ? db.data.apiKeys[key] : undefined
    if (!state)
      return HttpResponse.json({ message: 'Unauthorized: the API key is missing, invalid or deleted' }, { status: 401 })
    if (state === 'account-missing') return errorResponse(404, 'Account not found')
    if (state === 'server-error') return errorResponse(500, 'Could not retrieve the account')
    return resolver(info)
  }
}

/** Parses a JSON body with the API module's own schema: the demo never trusts what it is sent. */
export async function parseBody<S extends z.$ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  let json: unknown
  try {
    json = await request.json()
  } catch {
    return { ok: false, response: errorResponse(400, 'The request body must be JSON') }
  }
  const parsed = safeParse(schema, json)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    return {
      ok: false,
      response: errorResponse(400, `Invalid request: ${first ? describeIssue(first) : 'invalid body'}`),
    }
  }
  return { ok: true, data: parsed.data }
}

export const DEFAULT_PAGE = 1
export const DEFAULT_LIMIT = 10
export const MAX_LIMIT = 1000

function positiveInt(raw: string | null, fallback: number): number | undefined {
  if (raw === null || raw === '') return fallback
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined
}

/** page/limit from the query (defaults 1 and 10, as the spec gives for templates), or a 400. */
export function readPage(url: URL): { ok: true; page: number; limit: number } | { ok: false; response: Response } {
  const page = positiveInt(url.searchParams.get('page'), DEFAULT_PAGE)
  const limit = positiveInt(url.searchParams.get('limit'), DEFAULT_LIMIT)
  if (page === undefined) return { ok: false, response: errorResponse(400, 'page must be a positive whole number') }
  if (limit === undefined || limit > MAX_LIMIT) {
    return { ok: false, response: errorResponse(400, `limit must be a whole number from 1 to ${MAX_LIMIT}`) }
  }
  return { ok: true, page, limit }
}

export function paginate<T>(items: readonly T[], page: number, limit: number): T[] {
  return items.slice((page - 1) * limit, page * limit)
}

/** Case-insensitive substring match of searchText against any of the given fields. */
export function matchesSearch(searchText: string | null, ...fields: (string | null | undefined)[]): boolean {
  const needle = searchText?.trim().toLowerCase()
  if (!needle) return true
  return fields.some((field) => field?.toLowerCase().includes(needle))
}

/** Newest first, by an ISO timestamp. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

export function listResponse<T>(url: URL, items: readonly T[]): Response {
  const paging = readPage(url)
  if (!paging.ok) return paging.response
  return HttpResponse.json(paginate(items, paging.page, paging.limit) as DefaultBodyType)
}

/** A list request's URL (for paging) and the filters most lists take. */
export function listQuery(request: Request) {
  const url = new URL(request.url)
  return { url, workspaceId: url.searchParams.get('workspaceId'), searchText: url.searchParams.get('searchText') }
}

/** A 400 when the workspace a body names is not in the store. */
export function unknownWorkspace(db: DemoDb, id: string): Response | undefined {
  return db.data.workspaces.some((w) => w.id === id) ? undefined : errorResponse(400, `Workspace ${id} does not exist`)
}
