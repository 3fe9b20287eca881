import { queryOptions } from '@tanstack/react-query'
import { readableRows } from '@/api/list-rows'
import { createSegment, deleteSegment, getSegment, listSegments, type SegmentRequest } from '@/api/segments'
import { api } from '@/app/api'
import { createResource } from './create-resource'
import { useCreateResource } from './resource-mutations'
import { useDeleteResource } from './use-delete-resource'

/** How many of a workspace's segments the create form offers to combine: the API has no totals. */
export const SEGMENT_CHOICES_LIMIT = 100

const segments = createResource('segments', { list: listSegments, get: getSegment })

export const segmentQueries = {
  ...segments,
  /** The newest segments of a workspace, to pick from: only whole records can be picked. */
  choices: (workspaceId: string) =>
    queryOptions({ ...segments.list({ workspaceId, limit: SEGMENT_CHOICES_LIMIT }), select: readableRows }),
}

/** Spec gap: a segment names no workspace, so the new one is filed under the workspace it was created in (see createSegment). */
export function useCreateSegment(workspaceId: string) {
  return useCreateResource(segments, (body: SegmentRequest) => createSegment(api, body, { workspaceId }))
}

export function useDeleteSegment() {
  return useDeleteResource(segments, (segmentId) => deleteSegment(api, segmentId))
}
