import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/api-error'
import {
  createAppQueryClient,
  DEFAULT_RATE_LIMIT_WAIT_MS,
  MAX_QUERY_RETRIES,
  MAX_RATE_LIMIT_RETRIES,
  MAX_RATE_LIMIT_WAIT_MS,
  retryDelay,
  shouldRetryQuery,
} from './query-client'

const httpError = (status: number, message = `HTTP ${status}`) =>
  new ApiError({ kind: 'http', status, message, operation: 'GET /v1/x' })
const networkError = new ApiError({ kind: 'network', status: 0, message: 'offline', operation: 'GET /v1/x' })
const shapeError = new ApiError({ kind: 'invalid-response', status: 200, message: 'bad shape', operation: 'GET /v1/x' })
const rateLimited = (retryAfterMs?: number) =>
  new ApiError({
    kind: 'http',
    status: 429,
    message: 'Too many requests. Try again in a minute.',
    operation: 'GET /v1/x',
    retryAfterMs,
  })

describe('query retry policy', () => {
  it('retries server and network failures at most twice', () => {
    for (const error of [httpError(500), httpError(503), networkError]) {
      expect(shouldRetryQuery(0, error)).toBe(true)
      expect(shouldRetryQuery(1, error)).toBe(true)
      expect(shouldRetryQuery(MAX_QUERY_RETRIES, error)).toBe(false)
    }
  })

  it('never retries what a retry cannot fix', () => {
    for (const error of [
      httpError(400),
      httpError(401),
      httpError(404),
      httpError(409),
      shapeError,
      new Error('bug'),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(false)
    }
  })

  it('backs off exponentially, capped', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 4000])
    expect([0, 1, 2].map((count) => retryDelay(count, httpError(503)))).toEqual([500, 1000, 2000])
  })
})

describe('rate-limit retry policy', () => {
  it('retries a 429 more often than a server failure', () => {
    expect(MAX_RATE_LIMIT_RETRIES).toBeGreaterThan(MAX_QUERY_RETRIES)
    for (let count = 0; count < MAX_RATE_LIMIT_RETRIES; count += 1)
      expect(shouldRetryQuery(count, rateLimited(1_000))).toBe(true)
    expect(shouldRetryQuery(MAX_RATE_LIMIT_RETRIES, rateLimited(1_000))).toBe(false)
  })

  it('shares one failure count, so a 5xx after two 429s stops', () => {
    expect(shouldRetryQuery(2, httpError(500))).toBe(false)
    expect(shouldRetryQuery(2, rateLimited())).toBe(true)
  })

  it('waits the Retry-After, 5 seconds without one, never more than a minute', () => {
    expect(retryDelay(0, rateLimited(2_000))).toBe(2_000)
    expect(retryDelay(3, rateLimited(2_000))).toBe(2_000)
    expect(retryDelay(0, rateLimited(0))).toBe(0)
    expect(retryDelay(0, rateLimited())).toBe(DEFAULT_RATE_LIMIT_WAIT_MS)
    expect(DEFAULT_RATE_LIMIT_WAIT_MS).toBe(5_000)
    expect(retryDelay(0, rateLimited(10 * 60_000))).toBe(MAX_RATE_LIMIT_WAIT_MS)
    expect(MAX_RATE_LIMIT_WAIT_MS).toBe(60_000)
  })
})

describe('rate limits through the query client', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a read waits out each 429 and then succeeds', async () => {
    vi.useFakeTimers()
    const client = createAppQueryClient({ onUnauthorized: vi.fn(), onMutationError: vi.fn() })
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(rateLimited(3_000))
      .mockRejectedValueOnce(rateLimited())
      .mockResolvedValueOnce('data')
    const result = client.fetchQuery({ queryKey: ['x'], queryFn })
    await vi.advanceTimersByTimeAsync(2_999)
    expect(queryFn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(queryFn).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(DEFAULT_RATE_LIMIT_WAIT_MS)
    await expect(result).resolves.toBe('data')
    expect(queryFn).toHaveBeenCalledTimes(3)
  })

  it('a read gives up after the last rate-limit wait with the 429 itself', async () => {
    vi.useFakeTimers()
    const client = createAppQueryClient({ onUnauthorized: vi.fn(), onMutationError: vi.fn() })
    const queryFn = vi.fn(() => Promise.reject(rateLimited(1_000)))
    const result = client.fetchQuery({ queryKey: ['x'], queryFn })
    const settled = result.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(MAX_RATE_LIMIT_RETRIES * 1_000)
    const error = await settled
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).isRateLimited).toBe(true)
    expect(queryFn).toHaveBeenCalledTimes(MAX_RATE_LIMIT_RETRIES + 1)
  })

  it('never retries a mutation’s 429 and toasts its message, which says when to try again', async () => {
    const handlers = { onUnauthorized: vi.fn(), onMutationError: vi.fn() }
    const client = createAppQueryClient(handlers)
    const error = new ApiError({
      kind: 'http',
      status: 429,
      message: 'Too many requests. Try again in 7 seconds.',
      operation: 'POST /v1/x',
      retryAfterMs: 7_000,
    })
    const mutationFn = vi.fn(() => Promise.reject(error))
    await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toBe(error)
    expect(mutationFn).toHaveBeenCalledTimes(1)
    expect(handlers.onMutationError).toHaveBeenCalledWith('Too many requests. Try again in 7 seconds.')
    expect(handlers.onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('global error policy', () => {
  const policy = () => ({ onUnauthorized: vi.fn(), onMutationError: vi.fn() })

  it('sends any 401 to onUnauthorized, from queries and mutations alike', async () => {
    const handlers = policy()
    const client = createAppQueryClient(handlers)
    await expect(
      client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(httpError(401, 'Unauthorized')) }),
    ).rejects.toThrow()
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(httpError(401, 'Gone')) })
        .execute(undefined),
    ).rejects.toThrow()
    expect(handlers.onUnauthorized.mock.calls).toEqual([['Unauthorized'], ['Gone']])
    expect(handlers.onMutationError).not.toHaveBeenCalled()
  })

  it('never retries a mutation and reports its failure in the server’s words', async () => {
    const handlers = policy()
    const client = createAppQueryClient(handlers)
    const mutationFn = vi.fn(() => Promise.reject(httpError(500, 'Database unavailable')))
    await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toThrow(
      'Database unavailable',
    )
    expect(mutationFn).toHaveBeenCalledTimes(1)
    expect(handlers.onMutationError).toHaveBeenCalledWith('Database unavailable')
  })

  it('leaves a mutation’s errors to its form when it says it handles them', async () => {
    const handlers = policy()
    const client = createAppQueryClient(handlers)
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(httpError(409, 'Name taken')),
      meta: { handlesErrors: true },
    })
    await expect(mutation.execute(undefined)).rejects.toThrow('Name taken')
    expect(handlers.onMutationError).not.toHaveBeenCalled()
  })
})

describe('offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true)
  })

  it('runs a mutation at once and lets it fail, never holding it to send later', async () => {
    onlineManager.setOnline(false)
    const handlers = { onUnauthorized: vi.fn(), onMutationError: vi.fn() }
    const client = createAppQueryClient(handlers)
    const mutationFn = vi.fn(() => Promise.reject(networkError))
    await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toBe(networkError)
    expect(mutationFn).toHaveBeenCalledTimes(1)
    expect(handlers.onMutationError).toHaveBeenCalledWith('offline')
    expect(
      client
        .getMutationCache()
        .getAll()
        .some((mutation) => mutation.state.isPaused),
    ).toBe(false)
  })

  it('holds a read until the connection is back, then makes it', async () => {
    onlineManager.setOnline(false)
    const client = createAppQueryClient({ onUnauthorized: vi.fn(), onMutationError: vi.fn() })
    // As the provider does: a mounted client hears the connection come back.
    client.mount()
    const queryFn = vi.fn(() => Promise.resolve('data'))
    const result = client.fetchQuery({ queryKey: ['x'], queryFn })
    await Promise.resolve()
    expect(queryFn).not.toHaveBeenCalled()
    expect(client.getQueryState(['x'])?.fetchStatus).toBe('paused')
    onlineManager.setOnline(true)
    await expect(result).resolves.toBe('data')
    expect(queryFn).toHaveBeenCalledTimes(1)
    client.unmount()
  })
})
