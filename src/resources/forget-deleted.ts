import { matchQuery, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { DeletedError, markDeleted } from './deleted-items'

/** What the shared delete needs of a resource's key factory. */
export interface DeletableResource {
  /** The resource's root: its lists, its details and the overview's counts all live under it. */
  all(): QueryKey
  /** One item's own queries, by key prefix: its detail and what hangs off it alone (a broadcast's logs). */
  own(id: string): readonly QueryKey[]
}

type Row = { id?: unknown }
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null

function holds(data: unknown, id: string): data is readonly unknown[] {
  return Array.isArray(data) && data.some((row) => isRow(row) && row.id === id)
}

/**
 * After the API deleted item `id`: its own queries are cancelled and never read again (a screen still showing
 * them shows "deleted"), it leaves every cached list of the resource at once, and those lists and the overview's
 * counts refresh behind it.
 */
export async function forgetDeleted(client: QueryClient, resource: DeletableResource, id: string): Promise<void> {
  markDeleted(client, resource.all(), id)
  const own = resource.own(id)
  const isOwn = (query: Query) => own.some((queryKey) => matchQuery({ queryKey }, query))
  await Promise.all(own.map((queryKey) => client.cancelQueries({ queryKey })))

  const cache = client.getQueryCache()
  for (const query of cache.findAll({ predicate: isOwn })) {
    if (query.getObserversCount() === 0) cache.remove(query)
    else
      query.setState({
        status: 'error',
        error: new DeletedError(),
        data: undefined,
        dataUpdatedAt: 0,
        errorUpdatedAt: Date.now(),
        fetchStatus: 'idle',
      })
  }
  client.setQueriesData<readonly unknown[]>(
    { queryKey: resource.all(), predicate: (query) => !isOwn(query) && holds(query.state.data, id) },
    (rows) => rows?.filter((row) => !isRow(row) || row.id !== id),
  )
  void client.invalidateQueries({ queryKey: resource.all(), predicate: (query) => !isOwn(query) })
}
