import { hashKey, queryOptions, useMutation } from '@tanstack/react-query'
import { createSegment, deleteSegment, getSegment, listSegments, type ListSegmentsParams, type SegmentRequest } from '@/api/segments'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'

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
      queryFn: ({ signal }) => getSegment(api, segmentId, { signal }),
    }),
  /** The newest segments of a workspace, to pick from. */
  choices: (workspaceId: string) => segmentQueries.list({ workspaceId, limit: SEGMENT_CHOICES_LIMIT }),
}

/** Spec gap: a segment names no workspace, so the new one is filed under the workspace it was created in (see createSegment). */
export function useCreateSegment(workspaceId: string) {
  return useMutation({
    mutationFn: (body: SegmentRequest) => createSegment(api, body, { workspaceId }),
    meta: { invalidates: ['segments'], handlesErrors: true },
    onSuccess: (created, _body, _result, { client }) => client.setQueryData(segmentQueries.detail(created.id).queryKey, created),
  })
}

/**
 * The deleted segment's detail is dropped rather than refetched (it would only answer 404); every other segment
 * query, the overview's count included, refreshes.
 */
export function useDeleteSegment() {
  return useMutation({
    mutationFn: (segmentId: string) => deleteSegment(api, segmentId),
    meta: { handlesErrors: true },
    onSuccess: async (_result, segmentId, _context, { client }) => {
      const own = segmentQueries.detail(segmentId).queryKey
      await client.cancelQueries({ queryKey: own, exact: true })
      await client.invalidateQueries({ queryKey: segmentQueries.all(), predicate: (query) => query.queryHash !== hashKey(own) })
    },
  })
}
