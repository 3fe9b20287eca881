import type { BroadcastLog } from '@/api/broadcasts'
import { countryLabel } from '@/domain/calling-codes'
import { LOG_OUTCOMES } from '@/domain/log-statuses'
import { buildLogReport, type LogFailureReason } from '../log-report'
import { medianSentToReadMs } from '../sent-to-read'

/** The stages a comparison shows, each as a count and a rate of the recipients. */
export const COMPARED_STAGES = LOG_OUTCOMES
export type ComparedStage = (typeof COMPARED_STAGES)[number]

/** How many failure reasons and countries a comparison shows per broadcast. */
export const COMPARED_TOP = 3

export interface StageFigure {
  count: number
  /** 0..1 of the recipients. */
  rate: number
}

export interface CountryFigure {
  code: string
  /** E.g. "Spain (+34)". */
  name: string
  count: number
}

export interface BroadcastStats {
  /** Every log: one per message the broadcast attempted. */
  recipients: number
  stages: Record<ComparedStage, StageFigure>
  /** Over the logs whose status is read; undefined when none is. */
  medianSentToReadMs: number | undefined
  failureReasons: LogFailureReason[]
  countries: CountryFigure[]
}

export function broadcastStats(logs: readonly BroadcastLog[]): BroadcastStats {
  const report = buildLogReport(logs, COMPARED_TOP)
  const recipients = report.total
  const figure = (count: number): StageFigure => ({ count, rate: recipients === 0 ? 0 : count / recipients })
  const reached = (stage: ComparedStage) => report.funnel.find((step) => step.stage === stage)?.count ?? 0
  const failed = report.byStatus.find((row) => row.status === 'failed')?.count ?? 0
  const countries = [...report.countries]
    .sort((a, b) => b.count - a.count || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .slice(0, COMPARED_TOP)
    .map(({ code, count }) => ({ code, name: countryLabel(code), count }))

  return {
    recipients,
    stages: {
      delivered: figure(reached('delivered')),
      read: figure(reached('read')),
      replied: figure(reached('replied')),
      failed: figure(failed),
    },
    medianSentToReadMs: medianSentToReadMs(logs),
    failureReasons: report.failureReasons.slice(0, COMPARED_TOP),
    countries,
  }
}

const computed = new WeakMap<readonly BroadcastLog[], BroadcastStats>()

/** The stats of one read's logs, worked out once per read: the same logs array gives the same stats object. */
export function statsOfRead(logs: readonly BroadcastLog[]): BroadcastStats {
  let stats = computed.get(logs)
  if (!stats) {
    stats = broadcastStats(logs)
    computed.set(logs, stats)
  }
  return stats
}
