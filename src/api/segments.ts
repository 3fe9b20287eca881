import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { deleteResponseSchema, idRefSchema, idSchema, pathId, type SearchPageParams } from './common'
import { listOf } from './list-rows'

/** Spec gap: type, status and retargetEngagementType values, and the meaning of segments/retarget, are not shown. */
const segmentFields = {
  type: z.nullish(z.string()),
  status: z.nullish(z.string()),
  segments: z.nullish(z.array(idRefSchema)),
  retargetBroadcast: z.nullish(idRefSchema),
  retargetEngagementType: z.nullish(z.string()),
  scheduleDateTime: z.nullish(z.string()),
  startedAt: z.nullish(z.string()),
  completedAt: z.nullish(z.string()),
}

/** Spec gap: type, status and retargetEngagementType values, and the meaning of segments/retarget, are not shown. */
export const segmentSchema = z.looseObject({ id: idSchema, name: z.string(), ...segmentFields })
export type Segment = z.infer<typeof segmentSchema>

/** Spec gap: required fields are not shown; a name is the least a segment needs. */
export const segmentRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  ...segmentFields,
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
    schema: listOf(segmentSchema),
    ...options,
  })
}

/** Spec gap: a segment carries no workspace; the list filters by workspaceId, so a new segment names its workspace the same way. */
export function createSegment(
  api: ApiClient,
  body: SegmentRequest,
  { workspaceId, ...options }: CallOptions & { workspaceId?: string } = {},
) {
  return api.request({
    method: 'POST',
    path: '/v1/segments',
    query: { workspaceId },
    body,
    schema: segmentSchema,
    ...options,
  })
}

export function getSegment(api: ApiClient, segmentId: string, options: CallOptions = {}) {
  return api.request({ method: 'GET', path: `/v1/segments/${pathId(segmentId)}`, schema: segmentSchema, ...options })
}

export function deleteSegment(api: ApiClient, segmentId: string, options: CallOptions = {}) {
  return api.request({
    method: 'DELETE',
    path: `/v1/segments/${pathId(segmentId)}`,
    schema: deleteResponseSchema,
    ...options,
  })
}
