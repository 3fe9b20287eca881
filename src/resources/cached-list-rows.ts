import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { readableRows, type ListRow } from '@/api/list-rows'

/** Every readable row of a resource's lists this tab holds, with no fetch: to name things already read. */
export function cachedListRows<Row>(client: QueryClient, resource: { lists(): QueryKey }): Row[] {
  return client
    .getQueriesData<ListRow<Row>[]>({ queryKey: resource.lists() })
    .flatMap(([, data]) => readableRows(data ?? []))
}
