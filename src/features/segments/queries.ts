import { queryOptions, useMutation } from '@tanstack/react-query'
import { createSegment, getSegment, listSegments, type ListSegmentsParams, type SegmentRequest } from '@/api/segments'
import { readableRows } from '@/api/list-rows'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'
import { unlessDeleted } from '@/resources/deleted-items'

/** How many of a workspace's segments the create form offers to combine: the API has no totals. */
export const SEGMENT_CHOICES_LIMIT = 100

export const segmentQueries = {
  all: () => resourceKeys.segments,
  list: (params: ListSegmentsParams) =>
    queryOptions({
      queryKey: [...segmentQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => listSegments(api, params, { signal }),
    }),
  detail: (segmentId: string) =>
    queryOptions({
      queryKey: [...segmentQueries.all(), 'detail', segmentId] as const,
      queryFn: ({ signal, client }) =>
        unlessDeleted(client, segmentQueries.all(), segmentId, () => getSegment(api, segmentId, { signal })),
    }),
  /** One segment's own queries, which its delete forgets. */
  own: (segmentId: string) => [segmentQueries.detail(segmentId).queryKey],
  /** The newest segments of a workspace, to pick from: only whole records can be picked. */
  choices: (workspaceId: string) =>
    queryOptions({ ...segmentQueries.list({ workspaceId, limit: SEGMENT_CHOICES_LIMIT }), select: readableRows }),
}

/** Spec gap: a segment names no workspace, so the new one is filed under the workspace it was created in (see createSegment). */
export function useCreateSegment(workspaceId: string) {
  return useMutation({
    mutationFn: (body: SegmentRequest) => createSegment(api, body, { workspaceId }),
    meta: { invalidates: ['segments'], handlesErrors: true },
    onSuccess: (created, _body, _result, { client }) =>
      client.setQueryData(segmentQueries.detail(created.id).queryKey, created),
  })
}
