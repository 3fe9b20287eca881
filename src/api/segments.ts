import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { idRefSchema, idSchema, type WorkspaceSearchParams } from './common'
import { deleteById, getById, requestList } from './resource-endpoints'

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

export function listSegments(api: ApiClient, params: WorkspaceSearchParams = {}, options: CallOptions = {}) {
  const { workspaceId, limit, page, searchText } = params
  return requestList(api, '/v1/segments', segmentSchema, { workspaceId, limit, page, searchText }, options)
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
    refuseCarriedError: true,
    ...options,
  })
}

export const getSegment = getById('/v1/segments', segmentSchema)
export const deleteSegment = deleteById('/v1/segments')
