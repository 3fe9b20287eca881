import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { deleteResponseSchema, idRefSchema, idSchema, pathId, type PageParams, type SearchPageParams } from './common'
import { listOf } from './list-rows'

/** Spec gap: broadcast type values are not shown, so any non-empty string is accepted. */
export const broadcastRequestSchema = z.object({
  workspace: idRefSchema,
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  type: z.string().check(z.trim(), z.minLength(1, 'Type is required')),
})
export type BroadcastRequest = z.infer<typeof broadcastRequestSchema>

/** Spec gap: the response's own id is not shown; it is read when present, since get/update/delete need it. */
export const broadcastSchema = z.looseObject({
  workspace: z.looseObject({ id: idSchema }),
  id: z.nullish(idSchema),
  name: z.string(),
  type: z.string(),
})
export type Broadcast = z.infer<typeof broadcastSchema>

export const broadcastLogSchema = z.looseObject({
  broadcast: z.looseObject({ id: idSchema, name: z.string() }),
  recepientName: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  status: z.string(),
  reply: z.nullish(z.string()),
  error: z.nullish(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type BroadcastLog = z.infer<typeof broadcastLogSchema>

export interface ListBroadcastsParams extends SearchPageParams {
  workspaceId?: string
  endDate?: string
}

export function listBroadcasts(api: ApiClient, params: ListBroadcastsParams = {}, options: CallOptions = {}) {
  return api.request({
    method: 'GET',
    path: '/v1/broadcasts',
    query: {
      workspaceId: params.workspaceId,
      limit: params.limit,
      page: params.page,
      endDate: params.endDate,
      searchText: params.searchText,
    },
    schema: listOf(broadcastSchema),
    ...options,
  })
}

export function createBroadcast(api: ApiClient, body: BroadcastRequest, options: CallOptions = {}) {
  return api.request({ method: 'POST', path: '/v1/broadcasts', body, schema: broadcastSchema, ...options })
}

export function getBroadcast(api: ApiClient, broadcastId: string, options: CallOptions = {}) {
  return api.request({
    method: 'GET',
    path: `/v1/broadcasts/${pathId(broadcastId)}`,
    schema: broadcastSchema,
    ...options,
  })
}

export function updateBroadcast(
  api: ApiClient,
  broadcastId: string,
  body: BroadcastRequest,
  options: CallOptions = {},
) {
  return api.request({
    method: 'PUT',
    path: `/v1/broadcasts/${pathId(broadcastId)}`,
    body,
    schema: broadcastSchema,
    ...options,
  })
}

export function deleteBroadcast(api: ApiClient, broadcastId: string, options: CallOptions = {}) {
  return api.request({
    method: 'DELETE',
    path: `/v1/broadcasts/${pathId(broadcastId)}`,
    schema: deleteResponseSchema,
    ...options,
  })
}

export function listBroadcastLogs(
  api: ApiClient,
  broadcastId: string,
  params: PageParams = {},
  options: CallOptions = {},
) {
  return api.request({
    method: 'GET',
    path: `/v1/broadcasts/${pathId(broadcastId)}/logs`,
    query: { limit: params.limit, page: params.page },
    schema: listOf(broadcastLogSchema),
    ...options,
  })
}
