import type { Broadcast, ENGAGEMENT_TYPES } from '@/api/broadcasts'
import { recordFigures, type RecordFigures } from './broadcast-figures'

export type AudienceSize =
  | { kind: 'at-send' } // segments: the service counts them when it sends
  | { kind: 'known'; count: number; from: 'figures' | 'logs' }
  | { kind: 'unknown' } // e.g. an engagement type we cannot count, or no figures and no logs read yet

type Engagement = (typeof ENGAGEMENT_TYPES)[number]

/**
 * A retarget takes the people whose log status equals the engagement type, and a log's status is its latest stage,
 * while the record's figures are cumulative (delivered counts everyone delivered or beyond). So "sent" is the sent
 * who were not delivered, "delivered" the delivered who did not read, "read" the readers who did not reply.
 */
const FROM_FIGURES: Record<Engagement, (figures: RecordFigures) => number | undefined> = {
  sent: ({ sent, delivered }) => difference(sent, delivered),
  delivered: ({ delivered, read }) => difference(delivered, read),
  read: ({ read, replied }) => difference(read, replied),
  replied: ({ replied }) => replied,
  failed: ({ failed }) => failed,
}

function difference(all: number | undefined, beyond: number | undefined): number | undefined {
  return all === undefined || beyond === undefined ? undefined : Math.max(0, all - beyond)
}

const normalized = (value: string) => value.trim().toLowerCase()

function countable(engagement: string): Engagement | undefined {
  const value = normalized(engagement)
  return Object.hasOwn(FROM_FIGURES, value) ? (value as Engagement) : undefined
}

/** How many people of `source` the engagement type takes, from its record's figures; undefined when they do not say. */
export function retargetSizeFromFigures(source: Broadcast, engagement: string): number | undefined {
  const type = countable(engagement)
  const figures = recordFigures(source)
  return type && figures ? FROM_FIGURES[type](figures) : undefined
}

/** How many logs have the engagement type as their status (both trimmed and lowercased). */
export function retargetSizeFromLogs(logs: readonly { status: string }[], engagement: string): number {
  const type = normalized(engagement)
  return logs.filter((log) => normalized(log.status) === type).length
}

/**
 * How many people a broadcast's audience holds: segments are counted by the service at send time; a retarget from
 * the source's figures first, else from its logs when they were read, else unknown. An engagement type other than
 * the five is unknown even with logs: what the service does with it is not documented.
 */
export function audienceSize(
  audience:
    | { kind: 'segments'; segmentIds: readonly string[] }
    | { kind: 'retarget'; source: Broadcast | undefined; engagement: string; logs?: readonly { status: string }[] },
): AudienceSize {
  if (audience.kind === 'segments') return { kind: 'at-send' }
  const { source, engagement, logs } = audience
  if (!countable(engagement)) return { kind: 'unknown' }
  const fromFigures = source && retargetSizeFromFigures(source, engagement)
  if (fromFigures !== undefined) return { kind: 'known', count: fromFigures, from: 'figures' }
  if (logs) return { kind: 'known', count: retargetSizeFromLogs(logs, engagement), from: 'logs' }
  return { kind: 'unknown' }
}
