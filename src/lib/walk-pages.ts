export interface WalkProgress {
  pagesRead: number
  itemsRead: number
  requests: number
}

export interface WalkWait {
  ms: number
  reason: 'rate-limited' | 'retry' | 'pacing'
}

export interface WalkRate {
  /** Requests sent at once before pacing starts. */
  burst: number
  perMinute: number
}

export interface WalkPagesOptions<T> {
  /** Pages count from 1. */
  fetchPage(page: number, signal: AbortSignal): Promise<T[]>
  /** A page shorter than this (an empty one too) is the last. */
  pageSize: number
  /** Stops promptly, waits included; the walk then ends 'cancelled' with what it read. */
  signal?: AbortSignal
  /** After every page read. */
  onProgress?(progress: WalkProgress): void
  /** Before every wait, so a UI can say "waiting 20 s". */
  onWait?(wait: WalkWait): void
  /** How long to wait after a rate-limit error (a 429), or undefined for any other error. */
  retryAfterMs(error: unknown): number | undefined
  /** Errors worth a retry with backoff (5xx, network). */
  isTransient(error: unknown): boolean
  /** Token bucket; default { burst: 10, perMinute: 90 }. */
  rate?: WalkRate
  /** Safety cap against a server that never sends a short page; default 10,000. */
  maxPages?: number
  sleep?(ms: number, signal: AbortSignal): Promise<void>
  now?(): number
}

export type WalkOutcome = 'complete' | 'cancelled' | 'failed'

export interface WalkPagesResult<T> {
  items: T[]
  pagesRead: number
  requests: number
  outcome: WalkOutcome
  /** Why the walk failed, when it did. */
  error?: unknown
}

const DEFAULT_RATE: WalkRate = { burst: 10, perMinute: 90 }
const DEFAULT_MAX_PAGES = 10_000
/** The delays before each retry of a transient error; their count is the number of retries. */
const TRANSIENT_BACKOFF_MS = [500, 1000] as const
/** Rate limits never fail a walk, but a page still limited after this many waits in a row does. */
const MAX_RATE_LIMIT_WAITS = 20
/** Absorbs floating-point drift in the refill, so 0.2 of a token at 1 a second is a 200 ms wait, not 201. */
const TOKEN_EPSILON = 1e-9

/** Thrown by a wait that was cancelled, to unwind straight to the end of the walk. */
class Cancelled {}

/**
 * Reads every page of a page+limit list, 1 upward, until a short page. Paces requests with a token bucket,
 * waits out rate limits, retries transient errors twice, and never throws for a cancel or a failed request:
 * the outcome says how it ended, and `items` holds every page read until then.
 */
export async function walkPages<T>(options: WalkPagesOptions<T>): Promise<WalkPagesResult<T>> {
  const { fetchPage, pageSize, onProgress, onWait, retryAfterMs, isTransient } = options
  const rate = options.rate ?? DEFAULT_RATE
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES
  const sleep = options.sleep ?? abortableSleep
  const now = options.now ?? Date.now
  const signal = options.signal ?? new AbortController().signal
  if (!(pageSize >= 1)) throw new RangeError(`pageSize must be at least 1, got ${pageSize}`)
  if (!(rate.burst >= 1) || !(rate.perMinute > 0))
    throw new RangeError('rate needs a burst of at least 1 and a positive perMinute')

  const items: T[] = []
  let pagesRead = 0
  let requests = 0
  const result = (outcome: WalkOutcome, error?: unknown): WalkPagesResult<T> =>
    outcome === 'failed' ? { items, pagesRead, requests, outcome, error } : { items, pagesRead, requests, outcome }

  const wait = async (ms: number, reason: WalkWait['reason']) => {
    onWait?.({ ms, reason })
    try {
      await sleep(ms, signal)
    } catch (error) {
      if (signal.aborted) throw new Cancelled()
      throw error
    }
    if (signal.aborted) throw new Cancelled()
  }

  const refillPerMs = rate.perMinute / 60_000
  let tokens = rate.burst
  let refilledAt = now()
  const refill = () => {
    const at = now()
    tokens = Math.min(rate.burst, tokens + Math.max(0, at - refilledAt) * refillPerMs)
    refilledAt = at
  }
  const takeToken = async () => {
    refill()
    while (tokens < 1 - TOKEN_EPSILON) {
      await wait(Math.max(1, Math.ceil((1 - tokens - TOKEN_EPSILON) / refillPerMs)), 'pacing')
      refill()
    }
    tokens -= 1
  }

  try {
    let page = 1
    let rateLimitWaits = 0
    let transientRetries = 0
    for (;;) {
      if (signal.aborted) return result('cancelled')
      if (pagesRead >= maxPages)
        return result('failed', new Error(`Stopped after ${maxPages} pages without reaching the last one`))
      await takeToken()

      let pageItems: T[]
      requests += 1
      try {
        pageItems = await fetchPage(page, signal)
      } catch (error) {
        if (signal.aborted) return result('cancelled')
        const retryAfter = retryAfterMs(error)
        if (retryAfter !== undefined) {
          if (rateLimitWaits >= MAX_RATE_LIMIT_WAITS) return result('failed', error)
          rateLimitWaits += 1
          await wait(Math.max(0, retryAfter), 'rate-limited')
          // Resume at the steady rate rather than with a burst that would likely be limited again.
          tokens = 0
          refilledAt = now()
          continue
        }
        const backoff = isTransient(error) ? TRANSIENT_BACKOFF_MS[transientRetries] : undefined
        if (backoff === undefined) return result('failed', error)
        transientRetries += 1
        await wait(backoff, 'retry')
        continue
      }

      rateLimitWaits = 0
      transientRetries = 0
      pagesRead += 1
      for (const item of pageItems) items.push(item)
      onProgress?.({ pagesRead, itemsRead: items.length, requests })
      if (pageItems.length < pageSize) return result('complete')
      page += 1
    }
  } catch (error) {
    if (error instanceof Cancelled) return result('cancelled')
    return result('failed', error)
  }
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason)
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
