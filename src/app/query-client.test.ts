import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/api-error'
import { createAppQueryClient, MAX_QUERY_RETRIES, retryDelay, shouldRetryQuery } from './query-client'

const httpError = (status: number, message = `HTTP ${status}`) => new ApiError({ kind: 'http', status, message, operation: 'GET /v1/x' })
const networkError = new ApiError({ kind: 'network', status: 0, message: 'offline', operation: 'GET /v1/x' })
const shapeError = new ApiError({ kind: 'invalid-response', status: 200, message: 'bad shape', operation: 'GET /v1/x' })

describe('query retry policy', () => {
  it('retries server and network failures at most twice', () => {
    for (const error of [httpError(500), httpError(503), networkError]) {
      expect(shouldRetryQuery(0, error)).toBe(true)
      expect(shouldRetryQuery(1, error)).toBe(true)
      expect(shouldRetryQuery(MAX_QUERY_RETRIES, error)).toBe(false)
    }
  })

  it('never retries what a retry cannot fix', () => {
    for (const error of [httpError(400), httpError(401), httpError(404), httpError(409), shapeError, new Error('bug')]) {
      expect(shouldRetryQuery(0, error)).toBe(false)
    }
  })

  it('backs off exponentially, capped', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 4000])
  })
})

describe('global error policy', () => {
  const policy = () => ({ onUnauthorized: vi.fn(), onMutationError: vi.fn() })

  it('sends any 401 to onUnauthorized, from queries and mutations alike', async () => {
    const handlers = policy()
    const client = createAppQueryClient(handlers)
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(httpError(401, 'Unauthorized')) })).rejects.toThrow()
    await expect(client.getMutationCache().build(client, { mutationFn: () => Promise.reject(httpError(401, 'Gone')) }).execute(undefined)).rejects.toThrow()
    expect(handlers.onUnauthorized.mock.calls).toEqual([['Unauthorized'], ['Gone']])
    expect(handlers.onMutationError).not.toHaveBeenCalled()
  })

  it('never retries a mutation and reports its failure in the server’s words', async () => {
    const handlers = policy()
    const client = createAppQueryClient(handlers)
    const mutationFn = vi.fn(() => Promise.reject(httpError(500, 'Database unavailable')))
    await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toThrow('Database unavailable')
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
