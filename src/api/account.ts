import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'

export const accountSchema = z.looseObject({
  name: z.string(),
  ownerEmail: z.nullable(z.string()),
})
export type Account = z.infer<typeof accountSchema>

export function getAccountInfo(api: ApiClient, options: CallOptions = {}) {
  return api.request({ method: 'GET', path: '/v1/account-info', schema: accountSchema, ...options })
}
