import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { idSchema, type WorkspaceSearchParams } from './common'
import { getById, requestList } from './resource-endpoints'

export const staffSchema = z.looseObject({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  active: z.boolean(),
  workspaces: z.array(z.string()),
})
export type Staff = z.infer<typeof staffSchema>

export function listStaff(api: ApiClient, params: WorkspaceSearchParams = {}, options: CallOptions = {}) {
  const { workspaceId, limit, page, searchText } = params
  return requestList(api, '/v1/staffs', staffSchema, { workspaceId, limit, page, searchText }, options)
}

export const getStaff = getById('/v1/staffs', staffSchema)
