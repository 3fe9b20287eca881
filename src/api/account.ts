import { z } from 'zod'
import type { ApiClient, CallOptions } from './client'

export const accountSchema = z.object({
  name: z.string(),
  ownerEmail: z.string().nullable(),
})
export type Account = z.infer<typeof accountSchema>

export function getAccountInfo(api: ApiClient, options: CallOptions = {}) {
  return api.request({ method: 'GET', path: '/v1/account-info', schema: accountSchema, ...options })
}
