import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { idSchema, pathId, type SearchPageParams } from './common'
import { listOf } from './list-rows'

export const workspaceSchema = z.looseObject({ id: idSchema, title: z.string() })
export type Workspace = z.infer<typeof workspaceSchema>

export function listWorkspaces(api: ApiClient, params: SearchPageParams = {}, options: CallOptions = {}) {
  return api.request({
    method: 'GET',
    path: '/v1/workspaces',
    query: { limit: params.limit, page: params.page, searchText: params.searchText },
    schema: listOf(workspaceSchema),
    ...options,
  })
}

export function getWorkspace(api: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return api.request({
    method: 'GET',
    path: `/v1/workspaces/${pathId(workspaceId)}`,
    schema: workspaceSchema,
    ...options,
  })
}
