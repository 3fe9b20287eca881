import { safeParse } from 'zod/mini'
import { broadcastRequestSchema } from '@/api/broadcasts'
import type { BroadcastBody } from './broadcast-request'
import { hasStarted } from './campaign-start'
import type { DemoDb } from './db'
import type { StoredBroadcast } from './demo-data'
import { templateSendProblem } from './template-send-rules'

export interface Refusal {
  status: 400 | 409
  message: string
}

type Checked = Pick<DemoDb, 'data' | 'now' | 'sendingStartedAt'>
interface SendFields {
  template?: { name?: string; language?: string } | null
  headerTextParameters?: unknown
  bodyTextParameters?: unknown
  buttonUrlParameters?: unknown
  headerMediaUrl?: unknown
  locationParameters?: unknown
  segments?: unknown
  retargetBroadcast?: { id: string } | null
  retargetEngagementType?: unknown
  scheduleDateTime?: unknown
}

const instant = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : null)

/** What a broadcast sends, to whom and when, as one comparable text. */
function sendOf(fields: SendFields): string {
  const location = fields.locationParameters as Record<string, unknown> | undefined
  const segments = fields.segments as { id: string }[] | null | undefined
  return JSON.stringify([
    fields.template ? [fields.template.name, fields.template.language] : null,
    fields.headerTextParameters ?? null,
    fields.bodyTextParameters ?? null,
    fields.buttonUrlParameters ?? null,
    fields.headerMediaUrl ?? null,
    location ? [location.latitude, location.longitude, location.address, location.name] : null,
    (segments ?? []).map((segment) => segment.id),
    fields.retargetBroadcast?.id ?? null,
    fields.retargetEngagementType ?? null,
    instant(fields.scheduleDateTime),
  ])
}

function scheduleFormatProblem({ scheduleDateTime }: BroadcastBody): string | undefined {
  if (scheduleDateTime === undefined) return undefined
  if (safeParse(broadcastRequestSchema.shape.scheduleDateTime, scheduleDateTime).success) return undefined
  return `scheduleDateTime must be a date and time with its time zone (Z or ±hh:mm), such as 2026-12-01T15:00:00Z; "${scheduleDateTime}" is not`
}

function templateProblem(db: Checked, fields: BroadcastBody): string | undefined {
  const { template, workspace } = fields
  if (!template) return undefined
  return templateSendProblem(db.data.templates, { ...fields, template, workspace })
}

/** Whether following the retargets from `sourceId` comes back to `id`. */
function retargetsBack(db: Checked, sourceId: string, id: string): boolean {
  let current: string | undefined = sourceId
  for (let step = 0; current && step <= db.data.broadcasts.length; step += 1) {
    if (current === id) return true
    const next: StoredBroadcast | undefined = db.data.broadcasts.find((b) => b.id === current)
    current = next?.retargetBroadcast?.id
  }
  return false
}

function audienceProblem(db: Checked, fields: BroadcastBody, id: string | undefined): string | undefined {
  const workspaceId = fields.workspace.id
  const segmentIds = (fields.segments ?? []).map((segment) => segment.id)
  const target = fields.retargetBroadcast
  if (segmentIds.length > 0 && target) return 'Give segments or a retargetBroadcast, not both'
  const stranger = segmentIds.find(
    (segmentId) => !db.data.segments.some((s) => s.id === segmentId && s.workspaceId === workspaceId),
  )
  if (stranger) return `Segment ${stranger} is not a segment of workspace ${workspaceId}`
  if (target) {
    if (target.id === id) return `Broadcast ${target.id} cannot retarget itself`
    if (!db.data.broadcasts.some((b) => b.id === target.id && b.workspace.id === workspaceId))
      return `Broadcast ${target.id} does not exist in workspace ${workspaceId}, so it cannot be retargeted`
    if (!fields.retargetEngagementType?.trim())
      return 'retargetEngagementType is required with retargetBroadcast: sent, delivered, read, replied or failed'
    if (id && retargetsBack(db, target.id, id))
      return `Broadcast ${target.id} retargets broadcast ${id} in turn, so ${id} cannot retarget it`
  }
  if (fields.template && segmentIds.length === 0 && !target)
    return 'A broadcast with a template needs an audience: give segments or a retargetBroadcast'
  return undefined
}

function scheduleTimeProblem(db: Checked, fields: BroadcastBody, existing: StoredBroadcast | undefined) {
  const at = instant(fields.scheduleDateTime)
  if (at === null || at === instant(existing?.scheduleDateTime)) return undefined
  const now = db.now()
  if (at > Date.parse(now)) return undefined
  return `scheduleDateTime ${fields.scheduleDateTime} is not in the future: schedule it after ${now}`
}

/**
 * Why the service would refuse to store this broadcast, or undefined when it would: a broadcast that has started
 * keeps what it sends, to whom and when (409); otherwise the template must be sendable with these values, the
 * audience segments of the workspace or one of its broadcasts (not both, and one with a template), the schedule a
 * future time with its zone.
 */
export function broadcastRefusal(
  db: Checked,
  fields: BroadcastBody,
  existing: StoredBroadcast | undefined,
): Refusal | undefined {
  if (existing && hasStarted(existing, Date.parse(db.now()), db.sendingStartedAt)) {
    if (sendOf(fields) === sendOf(existing)) return undefined
    const message = `Broadcast ${existing.id} has started and can no longer be changed: only its name and type can still be edited`
    return { status: 409, message }
  }
  const problem =
    scheduleFormatProblem(fields) ??
    templateProblem(db, fields) ??
    audienceProblem(db, fields, existing?.id) ??
    scheduleTimeProblem(db, fields, existing)
  return problem ? { status: 400, message: problem } : undefined
}
