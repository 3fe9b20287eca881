import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { idSchema, pathId, type SearchPageParams } from './common'
import { listOf } from './list-rows'

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

export interface ListStaffParams extends SearchPageParams {
  workspaceId?: string
}

export function listStaff(api: ApiClient, params: ListStaffParams = {}, options: CallOptions = {}) {
  return api.request({
    method: 'GET',
    path: '/v1/staffs',
    query: { workspaceId: params.workspaceId, limit: params.limit, page: params.page, searchText: params.searchText },
    schema: listOf(staffSchema),
    ...options,
  })
}

export function getStaff(api: ApiClient, staffId: string, options: CallOptions = {}) {
  return api.request({ method: 'GET', path: `/v1/staffs/${pathId(staffId)}`, schema: staffSchema, ...options })
}
