import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { type ApiClient, type CallOptions } from '@/api/client'
import { api } from '@/app/api'
import { unlessDeleted } from './deleted-items'
import { resourceKeys, type Resource } from './resource-roots'

/** An endpoint function of src/api: the client, one argument, the call's options. */
type Endpoint<Arg, Result> = (client: ApiClient, arg: Arg, options: CallOptions) => Promise<Result>

/** A resource's root and its lists: `['templates']`, `['templates', 'list']`, `['templates', 'list', params]`. */
export function listResource<Name extends Resource, Params, Rows>(name: Name, list: Endpoint<Params, Rows>) {
  const all = () => resourceKeys[name]
  const lists = () => [...all(), 'list'] as const
  return {
    name,
    all,
    lists,
    // An endpoint's params may be optional; a list key always holds them.
    list: (params: NonNullable<Params>) =>
      queryOptions({
        queryKey: [...lists(), params] as const,
        queryFn: ({ signal }) => list(api, params, { signal }),
      }),
  }
}

/**
 * A resource with lists and details: `detail(id)` is `['templates', 'detail', id]`, and an item deleted in this
 * session is not read again. `own(id)` is what its delete forgets.
 */
export function createResource<Name extends Resource, Params, Rows, Item>(
  name: Name,
  endpoints: { list: Endpoint<Params, Rows>; get: Endpoint<string, Item> },
) {
  const resource = listResource(name, endpoints.list)
  const detail = (id: string) =>
    queryOptions({
      queryKey: [...resource.all(), 'detail', id] as const,
      queryFn: ({ signal, client }) =>
        unlessDeleted(client, resource.all(), id, () => endpoints.get(api, id, { signal })),
    })
  return { ...resource, detail, own: (id: string): readonly QueryKey[] => [detail(id).queryKey] }
}
