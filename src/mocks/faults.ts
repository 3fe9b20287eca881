import { delay, HttpResponse, type DefaultBodyType } from 'msw'
import { z } from 'zod/mini'

/** Where the browser demo reads its faults, so an e2e test or a person can set them from the page. */
export const DEMO_FAULTS_KEY = 'inbox-console:demo-faults'

/** One way for the demo API to misbehave, for the next `times` requests that match it. */
export interface Fault {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Matched against the URL's pathname: exactly, or as a prefix when it ends with `*`. */
  path: string
  /** Omitted: only `delayMs`, then the normal answer (or 200 when `raw` is set). */
  status?: number
  /** JSON body; by default `{ error: 'Injected failure' }`, or `{ message: 'Too many requests' }` for 429. */
  body?: unknown
  /** Seconds, sent as the Retry-After header. */
  retryAfter?: number
  /** How many matching requests it answers; 1 by default. */
  times?: number
  delayMs?: number
  /** Sent as the body with content-type text/html, instead of JSON: a wrong-shape or HTML answer. */
  raw?: string
}

export interface FaultSource {
  /** The fault for this request, if any, using up one of its `times`. */
  take(request: Request): Fault | undefined
}

const faultSchema = z
  .object({
    method: z.optional(z.enum(['GET', 'POST', 'PUT', 'DELETE'])),
    path: z.string().check(z.minLength(1)),
    // Response cannot be built with a 1xx status or above 599.
    status: z.optional(z.int().check(z.gte(200), z.lte(599))),
    body: z.optional(z.unknown()),
    retryAfter: z.optional(z.int().check(z.gte(0))),
    times: z.optional(z.int().check(z.gte(1))),
    delayMs: z.optional(z.number().check(z.gte(0))),
    raw: z.optional(z.string()),
  })
  .check(z.refine((fault) => fault.status !== undefined || fault.raw !== undefined || fault.delayMs !== undefined))

function matches(fault: Fault, request: Request): boolean {
  if (fault.method && fault.method !== request.method) return false
  const { pathname } = new URL(request.url)
  return fault.path.endsWith('*') ? pathname.startsWith(fault.path.slice(0, -1)) : pathname === fault.path
}

/** The first fault matching the request, and the list left once it has answered one more time. */
function takeFrom(faults: readonly Fault[], request: Request): { fault?: Fault; remaining: Fault[] } {
  const index = faults.findIndex((fault) => matches(fault, request))
  const fault = faults[index]
  if (!fault) return { remaining: [...faults] }
  const left = (fault.times ?? 1) - 1
  const remaining = faults.flatMap((other, i) => (i !== index ? [other] : left > 0 ? [{ ...fault, times: left }] : []))
  return { fault, remaining }
}

/** Faults held in memory: for Vitest and the Node servers. */
export function createMemoryFaults(): FaultSource & { add(...faults: Fault[]): void; clear(): void } {
  let faults: Fault[] = []
  return {
    add: (...more) => {
      faults = [...faults, ...more]
    },
    clear: () => {
      faults = []
    },
    take: (request) => {
      const { fault, remaining } = takeFrom(faults, request)
      faults = remaining
      return fault
    },
  }
}

/** The valid faults stored as a JSON array under the key; anything else there counts as none. */
function readFaults(storage: Storage, key: string): Fault[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? '[]')
    if (!Array.isArray(stored)) return []
    return stored.flatMap((entry) => {
      const parsed = faultSchema.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
  } catch {
    return []
  }
}

function writeFaults(storage: Storage, key: string, faults: Fault[]): void {
  try {
    if (faults.length) storage.setItem(key, JSON.stringify(faults))
    else storage.removeItem(key)
  } catch (error) {
    console.warn('Inbox Console demo: could not update the demo faults', error)
  }
}

/** Faults read from storage on every request, so they can be set at any time from the page. */
export function createStorageFaults(storage: Storage, key = DEMO_FAULTS_KEY): FaultSource {
  return {
    take: (request) => {
      const { fault, remaining } = takeFrom(readFaults(storage, key), request)
      if (fault) writeFaults(storage, key, remaining)
      return fault
    },
  }
}

const NULL_BODY_STATUSES = new Set([204, 205, 304])

function faultResponse(fault: Fault): Response | undefined {
  if (fault.status === undefined && fault.raw === undefined) return undefined
  const status = fault.status ?? 200
  const headers: Record<string, string> =
    fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) }
  if (NULL_BODY_STATUSES.has(status)) return new HttpResponse(null, { status, headers })
  if (fault.raw !== undefined)
    return new HttpResponse(fault.raw, { status, headers: { ...headers, 'content-type': 'text/html' } })
  const body =
    fault.body !== undefined
      ? fault.body
      : status === 429
        ? { message: 'Too many requests' }
        : { error: 'Injected failure' }
  return HttpResponse.json(body as DefaultBodyType, { status, headers })
}

/** Applies the request's fault, if any: waits its delay, then gives its response, or undefined to answer normally. */
export async function applyFault(source: FaultSource | undefined, request: Request): Promise<Response | undefined> {
  const fault = source?.take(request)
  if (!fault) return undefined
  if (fault.delayMs) await delay(fault.delayMs)
  return faultResponse(fault)
}
