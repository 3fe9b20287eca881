import { z } from 'zod/mini'
import { broadcastRequestSchema, type Broadcast } from '@/api/broadcasts'
import { DEMO_ONLY_BROADCAST_KEYS, type StoredBroadcast } from './demo-data'

/**
 * What POST and PUT take: the API module's request, with any other field kept as sent. The schedule is read as text
 * here, so that a schedule without a time zone is refused in words by the checks, not by the schema.
 */
export const broadcastBodySchema = z.looseObject({
  ...broadcastRequestSchema.shape,
  scheduleDateTime: z.optional(z.string()),
})
export type BroadcastBody = z.infer<typeof broadcastBodySchema>

const DEMO_ONLY: ReadonlySet<string> = new Set(DEMO_ONLY_BROADCAST_KEYS)

/** Never taken from a request: the id and what the service derives from the logs, and the demo's own fields. */
const NOT_FROM_REQUESTS: ReadonlySet<string> = new Set([
  'id',
  'status',
  'startedAt',
  'completedAt',
  'processedStats',
  'deliveryStats',
  ...DEMO_ONLY,
])

/** The fields of a request the demo stores: every one sent, but those the service sets and the demo's own. */
export const requestFields = (body: BroadcastBody) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !NOT_FROM_REQUESTS.has(key))) as BroadcastBody

/** The fields that say what a broadcast sends, to whom and when; a request without any is in the spec's bare shape. */
const CAMPAIGN_KEYS = [
  'template',
  'headerTextParameters',
  'bodyTextParameters',
  'buttonUrlParameters',
  'headerMediaUrl',
  'locationParameters',
  'segments',
  'retargetBroadcast',
  'retargetEngagementType',
  'scheduleDateTime',
] as const

export const hasCampaignFields = (fields: Record<string, unknown>) =>
  CAMPAIGN_KEYS.some((key) => fields[key] !== undefined && fields[key] !== null)

/** A stored broadcast as the API shows it, before what its logs say: every field it was given, none of the demo's. */
export const storedFields = (broadcast: StoredBroadcast) =>
  Object.fromEntries(Object.entries(broadcast).filter(([key]) => !DEMO_ONLY.has(key))) as Broadcast

/** The demo's own fields of a stored broadcast, to carry over an edit. */
export const demoOwnFields = (broadcast: StoredBroadcast) =>
  Object.fromEntries(Object.entries(broadcast).filter(([key]) => DEMO_ONLY.has(key))) as Pick<
    StoredBroadcast,
    (typeof DEMO_ONLY_BROADCAST_KEYS)[number]
  >
