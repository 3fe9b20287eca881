import { type QueryClient } from '@tanstack/react-query'
import { resourceKeys, type Resource } from './resource-roots'

/** Everything under these resources' roots goes stale, and what is on screen refetches. */
export function invalidateResources(client: QueryClient, resources: readonly Resource[]) {
  return Promise.all(resources.map((resource) => client.invalidateQueries({ queryKey: resourceKeys[resource] })))
}
