import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { idRefSchema, idSchema, pathId, type PageParams, type WorkspaceSearchParams } from './common'
import { templateParameterFields, templateRefSchema } from './template-parameters'
import { deleteById, getById, postTo, putById, requestList } from './resource-endpoints'

/**
 * Who a broadcast retargets: the people of an earlier broadcast whose log reached this status. The service's page
 * shows only `sent`; the others are likely, and any other value the API sends is kept as sent.
 */
export const ENGAGEMENT_TYPES = ['sent', 'delivered', 'read', 'replied', 'failed'] as const

/*
 * The fields beyond the spec's three, as the sister product documents its broadcast on the same paths
 * (docs/spec-gaps.md): what to send, to whom and when. All optional, so a broadcast in the spec's bare shape is
 * still one.
 */
const campaignFields = {
  template: z.optional(templateRefSchema),
  ...templateParameterFields,
  segments: z.optional(z.array(idRefSchema)),
  retargetBroadcast: z.optional(idRefSchema),
  retargetEngagementType: z.optional(z.string().check(z.minLength(1))),
  /** UTC, ISO 8601. */
  scheduleDateTime: z.optional(z.iso.datetime({ offset: true })),
}

/** Spec gap: broadcast type values are not shown, so any non-empty string is accepted. */
export const broadcastRequestSchema = z.object({
  workspace: idRefSchema,
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  type: z.string().check(z.trim(), z.minLength(1, 'Type is required')),
  ...campaignFields,
})
export type BroadcastRequest = z.infer<typeof broadcastRequestSchema>

/** A figure the service sets: read as sent (never refused), interpreted by domain/broadcast-figures.ts. */
const figure = z.optional(z.unknown())

/** Set by the service: how many recipients it processed, and how many succeeded or failed. */
export const processedStatsSchema = z.looseObject({ totalCount: figure, successCount: figure, failureCount: figure })
/** Set by the service: its delivery funnel's counts. */
export const deliveryStatsSchema = z.looseObject({
  sentCount: figure,
  deliveredCount: figure,
  readCount: figure,
  failedCount: figure,
  repliedCount: figure,
})

const readText = z.nullish(z.string())
const readRef = z.nullish(z.looseObject({ id: idSchema }))

/**
 * Spec gap: the response's own id is not shown; it is read when present, since get/update/delete need it. The
 * documented fields are read tolerantly: a value of another shape is kept as sent and shown as unknown, never
 * fails the row.
 */
export const broadcastSchema = z.looseObject({
  workspace: z.looseObject({ id: idSchema }),
  id: z.nullish(idSchema),
  name: z.string(),
  type: z.string(),
  status: readText,
  template: z.nullish(z.looseObject({ name: z.optional(z.string()), language: z.optional(z.string()) })),
  segments: z.nullish(z.array(z.looseObject({ id: idSchema }))),
  retargetBroadcast: readRef,
  retargetEngagementType: readText,
  scheduleDateTime: readText,
  startedAt: readText,
  completedAt: readText,
  processedStats: z.nullish(processedStatsSchema),
  deliveryStats: z.nullish(deliveryStatsSchema),
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
  /** Documented by the service's own page beside endDate. */
  startDate?: string
  endDate?: string
}

export function listBroadcasts(api: ApiClient, params: ListBroadcastsParams = {}, options: CallOptions = {}) {
  const { workspaceId, limit, page, startDate, endDate, searchText } = params
  const query = { workspaceId, limit, page, startDate, endDate, searchText }
  return requestList(api, '/v1/broadcasts', broadcastSchema, query, options)
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
