import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppQueryClient } from '@/app/query-client'
import { createResource, listResource } from './create-resource'
import { DeletedError, markDeleted } from './deleted-items'
import { useCreateResource, useUpdateResource } from './resource-mutations'

interface Thing {
  id: string
  name: string
  /** A field of the API's that the dashboard's form does not know. */
  extra?: string
}

const listThings = vi.fn(async (_api: unknown, params: { page?: number }) => [{ id: 'a', name: `page ${params.page}` }])
const getThing = vi.fn(async (_api: unknown, id: string): Promise<Thing> => ({ id, name: `Thing ${id}` }))
const things = createResource('segments', { list: listThings, get: getThing })

let client: QueryClient
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
)

beforeEach(() => {
  vi.clearAllMocks()
  client = createAppQueryClient({ onUnauthorized: vi.fn(), onMutationError: vi.fn() })
})

describe('createResource', () => {
  it('layers every key under the resource root: its lists, each list by its params, each detail by its id', () => {
    expect(things.all()).toEqual(['segments'])
    expect(things.lists()).toEqual(['segments', 'list'])
    expect(things.list({ page: 2 }).queryKey).toEqual(['segments', 'list', { page: 2 }])
    expect(things.detail('a').queryKey).toEqual(['segments', 'detail', 'a'])
    expect(things.own('a')).toEqual([things.detail('a').queryKey])
    expect(listResource('webhooks', listThings).list({ page: 1 }).queryKey).toEqual(['webhooks', 'list', { page: 1 }])
  })

  it('reads a list and a detail through their endpoints', async () => {
    await expect(client.fetchQuery(things.list({ page: 3 }))).resolves.toEqual([{ id: 'a', name: 'page 3' }])
    await expect(client.fetchQuery(things.detail('b'))).resolves.toEqual({ id: 'b', name: 'Thing b' })
    expect(getThing).toHaveBeenCalledWith(expect.anything(), 'b', { signal: expect.any(AbortSignal) })
  })

  it('does not ask for an item deleted in this session: its detail fails as deleted', async () => {
    markDeleted(client, things.all(), 'gone')
    await expect(client.fetchQuery(things.detail('gone'))).rejects.toBeInstanceOf(DeletedError)
    expect(getThing).not.toHaveBeenCalled()
  })
})

describe('the standard mutations', () => {
  it('a create refreshes everything under its root, leaves other resources alone, and seeds the new detail', async () => {
    const countKey = [...things.all(), 'count', 'ws_1']
    const otherKey = ['templates', 'list']
    client.setQueryData(countKey, 3)
    client.setQueryData(otherKey, [])
    const create = vi.fn(async (body: { name: string }): Promise<Thing> => ({ id: 'new', ...body }))
    const { result } = renderHook(() => useCreateResource(things, create), { wrapper })

    await act(() => result.current.mutateAsync({ name: 'New' }))

    expect(client.getQueryState(countKey)?.isInvalidated).toBe(true)
    expect(client.getQueryState(otherKey)?.isInvalidated).toBe(false)
    expect(client.getQueryData(things.detail('new').queryKey)).toEqual({ id: 'new', name: 'New' })
  })

  it('a create of a resource with no detail refreshes its lists only', async () => {
    const hooks = listResource('webhooks', listThings)
    client.setQueryData(hooks.list({ page: 1 }).queryKey, [])
    const { result } = renderHook(() => useCreateResource(hooks, async () => ({ id: 'w' })), { wrapper })
    await act(() => result.current.mutateAsync(undefined))
    expect(client.getQueryState(hooks.list({ page: 1 }).queryKey)?.isInvalidated).toBe(true)
    expect(client.getQueryCache().findAll({ queryKey: [...hooks.all(), 'detail'] })).toEqual([])
  })

  it("an update sends the form's values over the record as read, keeping the fields the form does not know", async () => {
    const read: Thing = { id: 'a', name: 'Old', extra: 'kept' }
    const update = vi.fn(async (_id: string, body: { name: string }) => ({ ...read, ...body }))
    const { result } = renderHook(() => useUpdateResource(things, read, update), { wrapper })

    await act(() => result.current.mutateAsync({ name: 'New' }))

    expect(update).toHaveBeenCalledWith('a', { id: 'a', name: 'New', extra: 'kept' })
    expect(client.getQueryData(things.detail('a').queryKey)).toEqual({ id: 'a', name: 'New', extra: 'kept' })
  })

  it('an update with no record read sends nothing', async () => {
    const update = vi.fn(async () => ({}))
    const { result } = renderHook(() => useUpdateResource(things, undefined, update), { wrapper })
    await act(() => result.current.mutateAsync({ name: 'New' }).catch(() => undefined))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(update).not.toHaveBeenCalled()
  })
})
