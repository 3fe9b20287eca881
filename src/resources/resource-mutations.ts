import { useMutation, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { type Resource } from './resource-roots'

/** What a create or an update needs of a resource's factory. */
interface MutatedResource {
  name: Resource
  /** Absent for a resource read through its lists only (webhooks). */
  detail?(id: string): { queryKey: QueryKey }
}

/** The saved record becomes its detail, so the screen that opens next shows it without a read. */
function seedDetail(client: QueryClient, resource: MutatedResource, id: string | null | undefined, saved: unknown) {
  if (resource.detail && id) client.setQueryData(resource.detail(id).queryKey, saved)
}

/**
 * A create: everything under the resource's root (its lists, the overview's counts) refreshes before it resolves,
 * and the new item's detail is seeded. The form shows a refusal itself.
 */
export function useCreateResource<Body, Created extends { id?: string | null }>(
  resource: MutatedResource,
  create: (body: Body) => Promise<Created>,
) {
  return useMutation({
    mutationFn: create,
    meta: { invalidates: [resource.name], handlesErrors: true },
    onSuccess: (created, _body, _result, { client }) => seedDetail(client, resource, created.id, created),
  })
}

/**
 * An edit, saved with a PUT of the form's values over the record as it was read (the API has no partial update),
 * so fields the dashboard does not know (the API's own, newer than the spec) travel back unchanged.
 */
export function useUpdateResource<Body, Read extends { id: string }, Saved>(
  resource: MutatedResource,
  record: Read | undefined,
  update: (id: string, body: Body) => Promise<Saved>,
) {
  return useMutation({
    mutationFn: (body: Body) => {
      if (!record) throw new Error('Nothing to save: the record was not read')
      return update(record.id, { ...record, ...body })
    },
    meta: { invalidates: [resource.name], handlesErrors: true },
    onSuccess: (saved, _body, _result, { client }) => seedDetail(client, resource, record?.id, saved),
  })
}
