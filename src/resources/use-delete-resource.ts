import { useMutation } from '@tanstack/react-query'
import { forgetDeleted, type DeletableResource } from './forget-deleted'

/**
 * The one delete of every resource: `remove` asks the API, then the cache forgets the item (see forgetDeleted).
 * A refusal is the caller's to show (meta.handlesErrors), by the confirmation's buttons.
 */
export function useDeleteResource(resource: DeletableResource, remove: (id: string) => Promise<unknown>) {
  return useMutation({
    mutationFn: remove,
    meta: { handlesErrors: true },
    onSuccess: (_result, id, _context, { client }) => forgetDeleted(client, resource, id),
  })
}
