import { z } from 'zod/mini'
import { listQuery, listSearchSchema } from '@/lib/list-search'

/** The webhook list's URL state: page and page size (the API cannot search webhooks). */
export const webhookSearchSchema = z.pick(listSearchSchema, { page: true, limit: true })
export type WebhookSearch = z.infer<typeof webhookSearchSchema>

export function webhookListQuery(search: WebhookSearch) {
  const { page, limit } = listQuery(search)
  return { page, limit }
}
