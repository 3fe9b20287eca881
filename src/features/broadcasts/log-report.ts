import type { BroadcastLog } from '@/api/broadcasts'
import { normaliseCallingCode } from '@/domain/calling-codes'
import { LOG_FUNNEL, LOG_STATUSES, type LogFunnelStage } from '@/domain/log-statuses'
import { isOptOutReply } from '@/domain/opt-out-reply'

/** Every log was attempted, failed ones included; a failed or unknown status reaches no stage beyond that. */
export type LogReportStage = 'attempted' | LogFunnelStage

export type ReportedLog = Pick<BroadcastLog, 'status' | 'reply' | 'error' | 'countryCode'>

export interface LogStatusCount {
  /** Trimmed and lowercased; "unknown" when blank. */
  status: string
  /** Logs whose furthest status is this one, opt-outs apart. */
  count: number
  /** 0..1 of all logs. */
  share: number
}

export interface LogFunnelStep {
  stage: LogReportStage
  /** Logs that reached this stage or a later one; for replied, opt-outs apart. */
  count: number
  share: number
}

export interface LogOptOuts {
  /** Logs whose reply asks for no more messages (see isOptOutReply), whatever their status. */
  count: number
  share: number
  /** How many of them each status has, in the order of byStatus: a status's figure leaves these out. */
  statuses: { status: string; count: number }[]
}

export interface LogFailureReason {
  reason: string
  count: number
}

export interface LogCountryCount {
  /** The calling code, normalised ('+34'); '' when the log has none. */
  code: string
  count: number
}

export interface LogReport {
  total: number
  /** Statuses seen, opt-outs apart: the funnel's in order, then failed, then any others alphabetically. */
  byStatus: LogStatusCount[]
  funnel: LogFunnelStep[]
  optedOut: LogOptOuts
  /** The most frequent error texts, most frequent first (ties alphabetically). */
  failureReasons: LogFailureReason[]
  /** Logs whose error text is not among `failureReasons`. */
  otherFailures: number
  /** Logs with a reply that is not an opt-out. */
  replies: number
  /** Every country calling code seen, most logs first (ties by code). */
  countries: LogCountryCount[]
}

export interface LogReportBuilder {
  add(logs: readonly ReportedLog[]): void
  result(topN?: number): LogReport
}

const DEFAULT_TOP_N = 5
const KNOWN_ORDER: readonly string[] = LOG_STATUSES

export function normaliseLogStatus(status: string): string {
  return status.trim().toLowerCase() || 'unknown'
}

/** A report that grows page by page: `add` each page as it arrives, read `result` whenever. */
export function createLogReportBuilder(): LogReportBuilder {
  let total = 0
  let replies = 0
  const statuses = new Map<string, number>()
  /** Per status, the logs whose reply is an opt-out. */
  const optOuts = new Map<string, number>()
  const reasons = new Map<string, number>()
  const countries = new Map<string, number>()

  return {
    add(logs) {
      for (const log of logs) {
        total += 1
        const status = normaliseLogStatus(log.status)
        increment(statuses, status)
        if (isOptOutReply(log.reply)) increment(optOuts, status)
        else if (log.reply?.trim()) replies += 1
        const reason = log.error?.trim()
        if (reason) increment(reasons, reason)
        increment(countries, log.countryCode)
      }
    },

    result(topN = DEFAULT_TOP_N) {
      const share = (count: number) => (total === 0 ? 0 : count / total)
      const apart = (status: string) => (statuses.get(status) ?? 0) - (optOuts.get(status) ?? 0)
      const byStatus = [...statuses.keys()]
        .filter((status) => apart(status) > 0)
        .sort(compareStatuses)
        .map((status) => ({ status, count: apart(status), share: share(apart(status)) }))
      const optedOutCount = [...optOuts.values()].reduce((sum, count) => sum + count, 0)
      const optedOut = {
        count: optedOutCount,
        share: share(optedOutCount),
        statuses: [...optOuts].sort(([a], [b]) => compareStatuses(a, b)).map(([status, count]) => ({ status, count })),
      }

      // An opt-out reached the stages its status says, but is no reply to count as one.
      const funnel: LogFunnelStep[] = [{ stage: 'attempted', count: total, share: share(total) }]
      for (const [index, stage] of LOG_FUNNEL.entries()) {
        const count =
          stage === 'replied'
            ? apart(stage)
            : LOG_FUNNEL.slice(index).reduce((sum, later) => sum + (statuses.get(later) ?? 0), 0)
        funnel.push({ stage, count, share: share(count) })
      }

      const ranked = [...reasons]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || compareText(a.reason, b.reason))
      const limit = topN >= 0 ? Math.floor(topN) : 0
      const failureReasons = ranked.slice(0, limit)
      const otherFailures = ranked.slice(limit).reduce((sum, { count }) => sum + count, 0)

      const byCountry = new Map<string, number>()
      for (const [code, count] of countries) {
        const normalised = normaliseCallingCode(code)
        byCountry.set(normalised, (byCountry.get(normalised) ?? 0) + count)
      }
      const countryCounts = [...byCountry]
        .map(([code, count]) => ({ code, count }))
        .sort((a, b) => b.count - a.count || compareText(a.code, b.code))

      return { total, byStatus, funnel, optedOut, failureReasons, otherFailures, replies, countries: countryCounts }
    },
  }
}

export function buildLogReport(logs: readonly ReportedLog[], topN = DEFAULT_TOP_N): LogReport {
  const builder = createLogReportBuilder()
  builder.add(logs)
  return builder.result(topN)
}

function increment(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1)
}

function compareStatuses(a: string, b: string): number {
  const rankA = KNOWN_ORDER.indexOf(a)
  const rankB = KNOWN_ORDER.indexOf(b)
  if (rankA >= 0 || rankB >= 0) return (rankA < 0 ? Infinity : rankA) - (rankB < 0 ? Infinity : rankB)
  return compareText(a, b)
}

/** Code-unit order: the same in every locale, so reports and tests do not depend on the browser's. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
