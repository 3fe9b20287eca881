import { z } from 'zod/mini'
import { listSearchSchema } from '@/lib/list-search'
import type { SegmentPrefill } from './segment-form'

/** A text from the URL; the router reads `?name=2026` as a number, which is still the text the link meant. */
const urlText = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value).trim() || undefined),
    ),
  ),
  undefined,
)

/**
 * The segment list's URL state: the shared list state, plus `new=1` to open the create dialog, optionally
 * prefilled (e.g. from a broadcast's report). A value that does not fit is dropped, not an error.
 */
export const segmentSearchSchema = z.extend(listSearchSchema, {
  new: z.catch(z.optional(z.literal(1)), undefined),
  name: urlText,
  retargetBroadcast: urlText,
  retargetEngagementType: urlText,
})
export type SegmentSearch = z.infer<typeof segmentSearchSchema>

/** The create dialog the URL asks for, with its prefilled values; undefined when it asks for none. */
export function requestedSegment({
  new: requested,
  name,
  retargetBroadcast,
  retargetEngagementType,
}: SegmentSearch): SegmentPrefill | undefined {
  if (requested !== 1) return undefined
  return {
    ...(name ? { name } : {}),
    ...(retargetBroadcast ? { retargetBroadcast } : {}),
    ...(retargetEngagementType ? { retargetEngagementType } : {}),
  }
}

/** The list's URL without the create request, for when its dialog closes. */
export function withoutRequest({
  new: _new,
  name: _name,
  retargetBroadcast: _broadcast,
  retargetEngagementType: _engagement,
  ...list
}: SegmentSearch): SegmentSearch {
  return list
}
