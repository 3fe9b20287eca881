import { z } from 'zod'
import type { ApiClient, CallOptions } from './client'
import { deleteResponseSchema, idRefSchema, idSchema, pathId, type SearchPageParams } from './common'

/** Spec gap: type, status and retargetEngagementType values, and the meaning of segments/retarget, are not shown. */
export const segmentSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: z.string().nullish(),
  status: z.string().nullish(),
  segments: z.array(idRefSchema).nullish(),
  retargetBroadcast: idRefSchema.nullish(),
  retargetEngagementType: z.string().nullish(),
  scheduleDateTime: z.string().nullish(),
  startedAt: z.string().nullish(),
  completedAt: z.string().nullish(),
})
export type Segment = z.infer<typeof segmentSchema>

/** Spec gap: required fields are not shown; a name is the least a segment needs. */
export const segmentRequestSchema = segmentSchema.omit({ id: true }).extend({
  name: z.string().trim().min(1, 'Name is required'),
})
export type SegmentRequest = z.infer<typeof segmentRequestSchema>

export interface ListSegmentsParams extends SearchPageParams {
  workspaceId?: string
}

export function listSegments(api: ApiClient, params: ListSegmentsParams = {}, options: CallOptions = {}) {
  return api.request({
    method: 'GET',
    path: '/v1/segments',
    query: { workspaceId: params.workspaceId, limit: params.limit, page: params.page, searchText: params.searchText },
    schema: z.array(segmentSchema),
    ...options,
  })
}

export function createSegment(api: ApiClient, body: SegmentRequest, options: CallOptions = {}) {
  return api.request({ method: 'POST', path: '/v1/segments', body, schema: segmentSchema, ...options })
}

export function getSegment(api: ApiClient, segmentId: string, options: CallOptions = {}) {
  return api.request({ method: 'GET', path: `/v1/segments/${pathId(segmentId)}`, schema: segmentSchema, ...options })
}

export function deleteSegment(api: ApiClient, segmentId: string, options: CallOptions = {}) {
  return api.request({ method: 'DELETE', path: `/v1/segments/${pathId(segmentId)}`, schema: deleteResponseSchema, ...options })
}
