import { QueryClientProvider, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/api-error'
import { createAppQueryClient } from '@/app/query-client'
import { DeletedError, unlessDeleted } from './deleted-items'
import { useDeleteResource } from './use-delete-resource'

interface Thing {
  id: string
  name: string
}

const seed = (): Map<string, Thing> => new Map(['a', 'b', 'c'].map((id) => [id, { id, name: `Thing ${id}` }]))
let store = seed()
/** Every read that reached the "API", by what it read. */
let reads: string[] = []

const notFound = (id: string) =>
  new ApiError({ kind: 'http', status: 404, message: `Thing ${id} not found`, operation: 'GET /v1/things/{id}' })

/** A resource's key factory, as a resource file writes one: its detail and its notes are one thing's own queries. */
const things = {
  all: () => ['things'] as const,
  list: (page: number) =>
    queryOptions({
      queryKey: [...things.all(), 'list', { page }] as const,
      queryFn: async () => {
        reads.push(`list ${page}`)
        return [...store.values()]
      },
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...things.all(), 'detail', id] as const,
      queryFn: ({ client }) =>
        unlessDeleted(client, things.all(), id, async () => {
          reads.push(`detail ${id}`)
          const thing = store.get(id)
          if (!thing) throw notFound(id)
          return thing
        }),
    }),
  notes: (id: string) => [...things.all(), 'notes', id] as const,
  own: (id: string) => [things.detail(id).queryKey, things.notes(id)],
}

const removeThing = vi.fn(async (id: string) => {
  if (!store.delete(id)) throw notFound(id)
})

let client: QueryClient
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
)
const names = (rows: readonly Thing[] | undefined) => rows?.map((row) => row.id)

function renderDelete() {
  return renderHook(() => useDeleteResource(things, removeThing), { wrapper }).result
}

beforeEach(() => {
  store = seed()
  reads = []
  client = createAppQueryClient({ onUnauthorized: vi.fn(), onMutationError: vi.fn() })
})

describe('useDeleteResource', () => {
  it("forgets the item's own queries and takes it out of every cached list of its resource at once, which then refresh", async () => {
    await client.prefetchQuery(things.detail('a'))
    await client.prefetchQuery(things.list(1))
    client.setQueryData(things.notes('a'), ['a note'])
    client.setQueryData([...things.notes('a'), { page: 2 }], ['another note'])
    // The overview's count and another list shape live under the root too; another resource's list does not.
    const firstRows = [...things.all(), 'first-rows', 'ws_1']
    client.setQueryData(firstRows, [...store.values()])
    client.setQueryData(['others', 'list'], [{ id: 'a', name: 'Not a thing' }])
    // A deleted neighbour's detail stays: only the deleted item is forgotten.
    await client.prefetchQuery(things.detail('b'))

    const remove = renderDelete()
    await act(() => remove.current.mutateAsync('a'))

    expect(removeThing).toHaveBeenCalledWith('a', expect.anything())
    expect(client.getQueryCache().findAll({ queryKey: things.detail('a').queryKey })).toEqual([])
    expect(client.getQueryCache().findAll({ queryKey: things.notes('a') })).toEqual([])
    expect(client.getQueryData(things.detail('b').queryKey)).toEqual({ id: 'b', name: 'Thing b' })
    for (const key of [things.list(1).queryKey, firstRows]) {
      expect(names(client.getQueryData<Thing[]>(key))).toEqual(['b', 'c'])
      expect(client.getQueryState(key)?.isInvalidated).toBe(true)
    }
    expect(client.getQueryData(['others', 'list'])).toEqual([{ id: 'a', name: 'Not a thing' }])
    expect(client.getQueryState(['others', 'list'])?.isInvalidated).toBe(false)

    // Any later read of it (a loader on Back, a link elsewhere) fails as deleted without asking the API.
    reads = []
    await expect(client.fetchQuery(things.detail('a'))).rejects.toBeInstanceOf(DeletedError)
    expect(reads).toEqual([])
  })

  it('turns a detail still on screen into "deleted" without reading it again, while a list on screen refreshes', async () => {
    const detail = renderHook(() => useQuery(things.detail('a')), { wrapper }).result
    const list = renderHook(() => useQuery(things.list(1)), { wrapper }).result
    await waitFor(() => expect(detail.current.data).toEqual({ id: 'a', name: 'Thing a' }))
    await waitFor(() => expect(names(list.current.data)).toEqual(['a', 'b', 'c']))
    reads = []

    const remove = renderDelete()
    await act(() => remove.current.mutateAsync('a'))

    await waitFor(() => expect(detail.current.error).toBeInstanceOf(DeletedError))
    expect(detail.current.data).toBeUndefined()
    expect(detail.current.isFetching).toBe(false)
    await waitFor(() => expect(reads).toEqual(['list 1']))
    expect(names(list.current.data)).toEqual(['b', 'c'])
    // A remount or a refetch of the mounted observer does not ask for a 404 either.
    await act(() => detail.current.refetch())
    expect(detail.current.error).toBeInstanceOf(DeletedError)
    expect(reads).toEqual(['list 1'])
  })

  it('changes nothing when the API refuses the delete', async () => {
    await client.prefetchQuery(things.detail('a'))
    await client.prefetchQuery(things.list(1))
    removeThing.mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 409, message: 'In use', operation: 'DELETE /v1/things/{id}' }),
    )

    const remove = renderDelete()
    await act(() => remove.current.mutateAsync('a').catch(() => undefined))

    await waitFor(() => expect(remove.current.error?.message).toBe('In use'))
    expect(client.getQueryData(things.detail('a').queryKey)).toEqual({ id: 'a', name: 'Thing a' })
    expect(names(client.getQueryData<Thing[]>(things.list(1).queryKey))).toEqual(['a', 'b', 'c'])
    expect(client.getQueryState(things.list(1).queryKey)?.isInvalidated).toBe(false)
  })

  it('forgets its deletions with the cache (sign out, Reset demo data): the item can be read again', async () => {
    const remove = renderDelete()
    await act(() => remove.current.mutateAsync('a'))
    await expect(client.fetchQuery(things.detail('a'))).rejects.toBeInstanceOf(DeletedError)

    client.clear()
    store = seed()
    await expect(client.fetchQuery(things.detail('a'))).resolves.toEqual({ id: 'a', name: 'Thing a' })
    expect(reads).toEqual(['detail a'])
  })
})
