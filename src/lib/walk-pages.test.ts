import { afterEach, describe, expect, it, vi } from 'vitest'
import { walkPages, type WalkPagesOptions, type WalkProgress, type WalkWait } from './walk-pages'

class RateLimited extends Error {
  constructor(readonly ms: number) {
    super('429 Too Many Requests')
  }
}
class Transient extends Error {}
class BadRequest extends Error {}

/** A list of `total` numbered items served `pageSize` at a time. */
function source(total: number, pageSize: number) {
  const pagesAsked: number[] = []
  const fetchPage = vi.fn(async (page: number, _signal: AbortSignal) => {
    pagesAsked.push(page)
    const start = Math.min(total, (page - 1) * pageSize)
    const end = Math.min(total, start + pageSize)
    return Array.from({ length: end - start }, (_, i) => start + i)
  })
  return { fetchPage, pagesAsked }
}

/** A clock that moves only when the walker sleeps, and records every sleep. */
function fakeTime() {
  let clock = 0
  const sleep = vi.fn(async (ms: number, _signal: AbortSignal) => {
    clock += ms
  })
  return { now: () => clock, sleep, tick: (ms: number) => (clock += ms) }
}

const generousRate = { burst: 1000, perMinute: 60_000 }

function options(
  overrides: Partial<WalkPagesOptions<number>> & Pick<WalkPagesOptions<number>, 'fetchPage' | 'pageSize'>,
) {
  const time = fakeTime()
  const waits: WalkWait[] = []
  const progress: WalkProgress[] = []
  const opts: WalkPagesOptions<number> = {
    retryAfterMs: (error) => (error instanceof RateLimited ? error.ms : undefined),
    isTransient: (error) => error instanceof Transient,
    rate: generousRate,
    sleep: time.sleep,
    now: time.now,
    onWait: (wait) => waits.push(wait),
    onProgress: (p) => progress.push(p),
    ...overrides,
  }
  return { opts, time, waits, progress }
}

/** Serves `source` but throws `errors` (in order) before answering the given page. */
function failing(fetchPage: (page: number, signal: AbortSignal) => Promise<number[]>, page: number, errors: unknown[]) {
  const queue = [...errors]
  return vi.fn(async (p: number, signal: AbortSignal) => {
    if (p === page && queue.length > 0) {
      await fetchPage(p, signal)
      throw queue.shift()
    }
    return fetchPage(p, signal)
  })
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('walkPages: reading every page', () => {
  it('reads pages from 1 upward and stops at the first short page', async () => {
    const { fetchPage, pagesAsked } = source(2500, 1000)
    const { opts } = options({ fetchPage, pageSize: 1000 })
    const result = await walkPages(opts)
    expect(pagesAsked).toEqual([1, 2, 3])
    expect(result).toEqual({ items: range(2500), pagesRead: 3, requests: 3, outcome: 'complete' })
  })

  it('stops at an empty page when the total is an exact multiple of the page size', async () => {
    const { fetchPage, pagesAsked } = source(3000, 1000)
    const result = await walkPages(options({ fetchPage, pageSize: 1000 }).opts)
    expect(pagesAsked).toEqual([1, 2, 3, 4])
    expect(result).toMatchObject({ pagesRead: 4, requests: 4, outcome: 'complete' })
    expect(result.items).toEqual(range(3000))
  })

  it('makes 6 requests for 5,200 items at 1,000 a page', async () => {
    const { fetchPage } = source(5200, 1000)
    const result = await walkPages(options({ fetchPage, pageSize: 1000 }).opts)
    expect(fetchPage).toHaveBeenCalledTimes(6)
    expect(result).toMatchObject({ pagesRead: 6, requests: 6, outcome: 'complete' })
    expect(result.items).toHaveLength(5200)
  })

  it('completes after one request when the list is empty', async () => {
    const { fetchPage } = source(0, 100)
    expect(await walkPages(options({ fetchPage, pageSize: 100 }).opts)).toEqual({
      items: [],
      pagesRead: 1,
      requests: 1,
      outcome: 'complete',
    })
  })

  it('passes its signal to every request', async () => {
    const controller = new AbortController()
    const { fetchPage } = source(150, 100)
    await walkPages(options({ fetchPage, pageSize: 100, signal: controller.signal }).opts)
    expect(fetchPage.mock.calls.map(([, signal]) => signal)).toEqual([controller.signal, controller.signal])
  })

  it('reports progress after every page, counting retried requests', async () => {
    const { fetchPage } = source(2500, 1000)
    const { opts, progress } = options({ fetchPage: failing(fetchPage, 2, [new Transient()]), pageSize: 1000 })
    await walkPages(opts)
    expect(progress).toEqual([
      { pagesRead: 1, itemsRead: 1000, requests: 1 },
      { pagesRead: 2, itemsRead: 2000, requests: 3 },
      { pagesRead: 3, itemsRead: 2500, requests: 4 },
    ])
  })

  it('fails, keeping what it read, when the safety cap on pages is reached', async () => {
    const fetchPage = vi.fn(async () => range(10))
    const result = await walkPages(options({ fetchPage, pageSize: 10, maxPages: 3 }).opts)
    expect(fetchPage).toHaveBeenCalledTimes(3)
    expect(result).toMatchObject({ pagesRead: 3, requests: 3, outcome: 'failed' })
    expect(result.items).toHaveLength(30)
    expect(String(result.error)).toMatch(/3 pages/)
  })

  it('rejects a page size below 1 as a programming error', async () => {
    const { fetchPage } = source(10, 10)
    await expect(walkPages(options({ fetchPage, pageSize: 0 }).opts)).rejects.toThrow(RangeError)
  })
})

describe('walkPages: cancelling', () => {
  it('returns what it read when cancelled between pages', async () => {
    const controller = new AbortController()
    const { fetchPage, pagesAsked } = source(5000, 1000)
    const { opts } = options({
      fetchPage,
      pageSize: 1000,
      signal: controller.signal,
      onProgress: ({ pagesRead }) => {
        if (pagesRead === 2) controller.abort()
      },
    })
    const result = await walkPages(opts)
    expect(pagesAsked).toEqual([1, 2])
    expect(result).toEqual({ items: range(2000), pagesRead: 2, requests: 2, outcome: 'cancelled' })
  })

  it('ends cancelled, not failed, when a request is aborted in flight', async () => {
    const controller = new AbortController()
    const { fetchPage } = source(5000, 1000)
    const aborting = vi.fn(async (page: number, signal: AbortSignal) => {
      if (page < 3) return fetchPage(page, signal)
      controller.abort()
      throw signal.reason
    })
    const result = await walkPages(options({ fetchPage: aborting, pageSize: 1000, signal: controller.signal }).opts)
    expect(result).toEqual({ items: range(2000), pagesRead: 2, requests: 3, outcome: 'cancelled' })
  })

  it('sends nothing when the signal is already aborted', async () => {
    const { fetchPage } = source(5000, 1000)
    const result = await walkPages(options({ fetchPage, pageSize: 1000, signal: AbortSignal.abort() }).opts)
    expect(fetchPage).not.toHaveBeenCalled()
    expect(result).toEqual({ items: [], pagesRead: 0, requests: 0, outcome: 'cancelled' })
  })

  it('stops at once when cancelled while waiting out a rate limit', async () => {
    const controller = new AbortController()
    const { fetchPage } = source(5000, 1000)
    let waiting!: () => void
    const waitStarted = new Promise<void>((resolve) => (waiting = resolve))
    // Like the real timer: settles only when aborted, never by itself in this test.
    const sleep = vi.fn(
      (_ms: number, signal: AbortSignal) =>
        new Promise<void>((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason))
          waiting()
        }),
    )
    const { opts, waits } = options({
      fetchPage: failing(fetchPage, 2, [new RateLimited(20_000)]),
      pageSize: 1000,
      signal: controller.signal,
      sleep,
    })
    const walk = walkPages(opts)
    await waitStarted
    controller.abort()
    expect(await walk).toEqual({ items: range(1000), pagesRead: 1, requests: 2, outcome: 'cancelled' })
    expect(waits).toEqual([{ ms: 20_000, reason: 'rate-limited' }])
  })

  it('ends cancelled if the signal aborts while a sleep resolves anyway', async () => {
    const controller = new AbortController()
    const { fetchPage } = source(5000, 1000)
    const sleep = vi.fn(async () => controller.abort())
    const { opts } = options({
      fetchPage: failing(fetchPage, 1, [new Transient()]),
      pageSize: 1000,
      signal: controller.signal,
      sleep,
    })
    expect(await walkPages(opts)).toEqual({ items: [], pagesRead: 0, requests: 1, outcome: 'cancelled' })
  })
})

describe('walkPages: errors', () => {
  it('waits the time a rate limit asks, retries the same page and completes', async () => {
    const { fetchPage, pagesAsked } = source(2500, 1000)
    const limited = failing(fetchPage, 2, [new RateLimited(20_000), new RateLimited(30_000)])
    const { opts, waits } = options({ fetchPage: limited, pageSize: 1000 })
    const result = await walkPages(opts)
    expect(pagesAsked).toEqual([1, 2, 2, 2, 3])
    expect(waits.filter((w) => w.reason === 'rate-limited')).toEqual([
      { ms: 20_000, reason: 'rate-limited' },
      { ms: 30_000, reason: 'rate-limited' },
    ])
    expect(result).toEqual({ items: range(2500), pagesRead: 3, requests: 5, outcome: 'complete' })
  })

  it('gives up on a page still rate-limited after 20 waits, keeping what it read', async () => {
    const { fetchPage } = source(5000, 1000)
    const lastError = new RateLimited(1000)
    const errors = [...Array.from({ length: 20 }, () => new RateLimited(1000)), lastError]
    const { opts, waits } = options({ fetchPage: failing(fetchPage, 2, errors), pageSize: 1000 })
    const result = await walkPages(opts)
    expect(waits.filter((w) => w.reason === 'rate-limited')).toHaveLength(20)
    expect(result).toEqual({ items: range(1000), pagesRead: 1, requests: 22, outcome: 'failed', error: lastError })
  })

  it('counts rate limits in a row per page, so a long walk survives many of them', async () => {
    const { fetchPage } = source(3500, 1000)
    let call = 0
    const oftenLimited = vi.fn(async (page: number, signal: AbortSignal) => {
      call += 1
      if (call % 2 === 1) throw new RateLimited(1000)
      return fetchPage(page, signal)
    })
    const result = await walkPages(options({ fetchPage: oftenLimited, pageSize: 1000, maxPages: 100 }).opts)
    expect(result).toMatchObject({ outcome: 'complete', pagesRead: 4, requests: 8 })
  })

  it('retries a transient error after 500 ms and carries on', async () => {
    const { fetchPage, pagesAsked } = source(1500, 1000)
    const { opts, waits } = options({ fetchPage: failing(fetchPage, 2, [new Transient()]), pageSize: 1000 })
    const result = await walkPages(opts)
    expect(pagesAsked).toEqual([1, 2, 2])
    expect(waits).toEqual([{ ms: 500, reason: 'retry' }])
    expect(result).toEqual({ items: range(1500), pagesRead: 2, requests: 3, outcome: 'complete' })
  })

  it('fails after two retries of a transient error, keeping what it read', async () => {
    const { fetchPage } = source(5000, 1000)
    const last = new Transient('still down')
    const { opts, waits } = options({
      fetchPage: failing(fetchPage, 2, [new Transient(), new Transient(), last]),
      pageSize: 1000,
    })
    const result = await walkPages(opts)
    expect(waits).toEqual([
      { ms: 500, reason: 'retry' },
      { ms: 1000, reason: 'retry' },
    ])
    expect(result).toEqual({ items: range(1000), pagesRead: 1, requests: 4, outcome: 'failed', error: last })
  })

  it('gives every page its own two retries', async () => {
    const { fetchPage } = source(2500, 1000)
    const flaky = vi.fn(async (page: number, signal: AbortSignal) => {
      const attempts = flaky.mock.calls.filter(([p]) => p === page).length
      if (attempts <= 2) throw new Transient()
      return fetchPage(page, signal)
    })
    const result = await walkPages(options({ fetchPage: flaky, pageSize: 1000 }).opts)
    expect(result).toMatchObject({ outcome: 'complete', pagesRead: 3, requests: 9 })
  })

  it('fails at once on any other error', async () => {
    const { fetchPage } = source(5000, 1000)
    const error = new BadRequest('invalid page')
    const { opts, waits, time } = options({ fetchPage: failing(fetchPage, 2, [error]), pageSize: 1000 })
    const result = await walkPages(opts)
    expect(waits).toEqual([])
    expect(time.sleep).not.toHaveBeenCalled()
    expect(result).toEqual({ items: range(1000), pagesRead: 1, requests: 2, outcome: 'failed', error })
  })
})

describe('walkPages: pacing', () => {
  it('sends the burst at once, then one request per 1/perMinute', async () => {
    const { fetchPage } = source(4500, 1000)
    const { opts, waits, time } = options({ fetchPage, pageSize: 1000, rate: { burst: 2, perMinute: 60 } })
    const result = await walkPages(opts)
    expect(result).toMatchObject({ outcome: 'complete', requests: 5 })
    expect(waits).toEqual([
      { ms: 1000, reason: 'pacing' },
      { ms: 1000, reason: 'pacing' },
      { ms: 1000, reason: 'pacing' },
    ])
    expect(time.sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 1000, 1000])
  })

  it('waits only for what is left when requests themselves take time', async () => {
    const { fetchPage } = source(4500, 1000)
    const time = fakeTime()
    const slow = vi.fn(async (page: number, signal: AbortSignal) => {
      time.tick(400)
      return fetchPage(page, signal)
    })
    const { opts, waits } = options({
      fetchPage: slow,
      pageSize: 1000,
      rate: { burst: 2, perMinute: 60 },
      sleep: time.sleep,
      now: time.now,
    })
    await walkPages(opts)
    // Two tokens spent at 0 ms; 800 ms later 0.8 of a token has come back, so the third waits 200 ms.
    expect(waits.map((w) => w.ms)).toEqual([200, 600, 600])
  })

  it('defaults to a burst of 10, then 90 a minute', async () => {
    const { fetchPage } = source(11_500, 1000)
    const { opts, waits } = options({ fetchPage, pageSize: 1000, rate: undefined })
    const result = await walkPages(opts)
    expect(result.requests).toBe(12)
    expect(waits).toEqual([
      { ms: 667, reason: 'pacing' },
      { ms: 667, reason: 'pacing' },
    ])
  })

  it('resumes at the steady rate, without a burst, after a rate limit', async () => {
    const { fetchPage } = source(3500, 1000)
    const { opts, waits } = options({
      fetchPage: failing(fetchPage, 2, [new RateLimited(5000)]),
      pageSize: 1000,
      rate: { burst: 10, perMinute: 60 },
    })
    await walkPages(opts)
    expect(waits).toEqual([
      { ms: 5000, reason: 'rate-limited' },
      { ms: 1000, reason: 'pacing' },
      { ms: 1000, reason: 'pacing' },
      { ms: 1000, reason: 'pacing' },
    ])
  })
})

describe('walkPages: the default timer', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits out a rate limit on a real (here faked) timer', async () => {
    vi.useFakeTimers()
    const { fetchPage } = source(1500, 1000)
    const walk = walkPages({
      ...options({ fetchPage: failing(fetchPage, 2, [new RateLimited(20_000)]), pageSize: 1000 }).opts,
      sleep: undefined,
      now: undefined,
    })
    await vi.advanceTimersByTimeAsync(19_999)
    expect(fetchPage).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(await walk).toMatchObject({ outcome: 'complete', requests: 3 })
  })

  it('stops waiting as soon as it is cancelled', async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const { fetchPage } = source(1500, 1000)
    const base = options({
      fetchPage: failing(fetchPage, 2, [new RateLimited(60_000)]),
      pageSize: 1000,
      signal: controller.signal,
    })
    const walk = walkPages({ ...base.opts, sleep: undefined, now: undefined })
    await vi.advanceTimersByTimeAsync(10)
    expect(base.waits).toEqual([{ ms: 60_000, reason: 'rate-limited' }])
    controller.abort()
    expect(await walk).toMatchObject({ outcome: 'cancelled', requests: 2, pagesRead: 1 })
    expect(vi.getTimerCount()).toBe(0)
  })
})
