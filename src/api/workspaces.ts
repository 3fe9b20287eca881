import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { idSchema, type SearchPageParams } from './common'
import { getById, requestList } from './resource-endpoints'

export const workspaceSchema = z.looseObject({ id: idSchema, title: z.string() })
export type Workspace = z.infer<typeof workspaceSchema>

export function listWorkspaces(api: ApiClient, params: SearchPageParams = {}, options: CallOptions = {}) {
  const { limit, page, searchText } = params
  return requestList(api, '/v1/workspaces', workspaceSchema, { limit, page, searchText }, options)
}

export const getWorkspace = getById('/v1/workspaces', workspaceSchema)
