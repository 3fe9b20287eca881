import { z } from 'zod/mini'
import { createRequestSearch } from '@/lib/create-request'
import { listQuery, listSearchSchema } from '@/lib/list-search'

/** The webhook list's URL state: page and page size (the API cannot search webhooks), and `new=1` for a create. */
export const webhookSearchSchema = z.extend(z.pick(listSearchSchema, { page: true, limit: true }), createRequestSearch)
export type WebhookSearch = z.infer<typeof webhookSearchSchema>

export function webhookListQuery(search: WebhookSearch) {
  const { page, limit } = listQuery(search)
  return { page, limit }
}
