import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * The items deleted in this session, kept in the query cache itself: whatever empties the cache (sign out, Reset
 * demo data, a new key) forgets them too, and nothing else does.
 */
const registryKey = ['deleted-items'] as const

const entry = (root: QueryKey, id: string) => hashKey([...root, id])

/** What a read of a deleted item's own data fails with, instead of asking the API (which would answer 404). */
export class DeletedError extends Error {
  constructor() {
    super('It was deleted.')
    this.name = 'DeletedError'
  }
}

export function isDeletedError(error: unknown): error is DeletedError {
  return error instanceof DeletedError
}

export function markDeleted(client: QueryClient, root: QueryKey, id: string): void {
  client.setQueryDefaults(registryKey, { gcTime: Infinity })
  client.setQueryData<readonly string[]>(registryKey, (ids = []) => [...ids, entry(root, id)])
}

function isDeleted(client: QueryClient, root: QueryKey, id: string): boolean {
  return client.getQueryData<readonly string[]>(registryKey)?.includes(entry(root, id)) ?? false
}

/** For an item's own queries (its detail, a broadcast's logs): a deleted item is never read again. */
export function unlessDeleted<T>(client: QueryClient, root: QueryKey, id: string, read: () => Promise<T>): Promise<T> {
  return isDeleted(client, root, id) ? Promise.reject(new DeletedError()) : read()
}
