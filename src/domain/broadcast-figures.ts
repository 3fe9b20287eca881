import type { Broadcast } from '@/api/broadcasts'
import { LOG_OUTCOMES, type LogOutcome } from './log-statuses'

/** The record's own figures (processedStats and deliveryStats), each a count or undefined when not given. */
export interface RecordFigures {
  /** Recipients the service processed: processedStats.totalCount, else sent + failed when both are given. */
  recipients: number | undefined
  succeeded: number | undefined
  sent: number | undefined
  delivered: number | undefined
  read: number | undefined
  replied: number | undefined
  failed: number | undefined
}

export const FIGURE_STAGES = LOG_OUTCOMES
export type FigureStage = LogOutcome

/** A count the service set: a whole number from 0, or a numeric string of one; anything else is not a count. */
export function countOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : undefined
}

/** The broadcast's figures from its record, or null when it carries none (a broadcast in the spec's bare shape). */
export function recordFigures(broadcast: Broadcast): RecordFigures | null {
  const processed = broadcast.processedStats ?? undefined
  const delivery = broadcast.deliveryStats ?? undefined
  const figures = {
    total: countOf(processed?.totalCount),
    succeeded: countOf(processed?.successCount),
    processedFailures: countOf(processed?.failureCount),
    sent: countOf(delivery?.sentCount),
    delivered: countOf(delivery?.deliveredCount),
    read: countOf(delivery?.readCount),
    replied: countOf(delivery?.repliedCount),
    failed: countOf(delivery?.failedCount),
  }
  if (Object.values(figures).every((count) => count === undefined)) return null
  const failed = figures.failed ?? figures.processedFailures
  const recipients =
    figures.total ?? (figures.sent !== undefined && failed !== undefined ? figures.sent + failed : undefined)
  return {
    recipients,
    succeeded: figures.succeeded,
    sent: figures.sent,
    delivered: figures.delivered,
    read: figures.read,
    replied: figures.replied,
    failed,
  }
}

/** A count as a share (0..1) of the recipients; undefined when either is unknown or there are none. */
export function figureRate(count: number | undefined, recipients: number | undefined): number | undefined {
  if (count === undefined || recipients === undefined || recipients === 0) return undefined
  return Math.min(1, count / recipients)
}
