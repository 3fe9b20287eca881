import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { idRefSchema, idSchema, pathId, type PageParams, type WorkspaceSearchParams } from './common'
import { deleteById, getById, postTo, putById, requestList } from './resource-endpoints'

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

export interface ListBroadcastsParams extends WorkspaceSearchParams {
  endDate?: string
}

export function listBroadcasts(api: ApiClient, params: ListBroadcastsParams = {}, options: CallOptions = {}) {
  const { workspaceId, limit, page, endDate, searchText } = params
  return requestList(api, '/v1/broadcasts', broadcastSchema, { workspaceId, limit, page, endDate, searchText }, options)
}

export const createBroadcast = postTo('/v1/broadcasts', broadcastRequestSchema, broadcastSchema)
export const getBroadcast = getById('/v1/broadcasts', broadcastSchema)
export const updateBroadcast = putById('/v1/broadcasts', broadcastRequestSchema, broadcastSchema)
export const deleteBroadcast = deleteById('/v1/broadcasts')

export function listBroadcastLogs(
  api: ApiClient,
  broadcastId: string,
  params: PageParams = {},
  options: CallOptions = {},
) {
  const { limit, page } = params
  return requestList(api, `/v1/broadcasts/${pathId(broadcastId)}/logs`, broadcastLogSchema, { limit, page }, options)
}
