import type { BroadcastLog } from '@/api/broadcasts'
import { campaignAudience } from './campaign-audience'
import { campaignStart, isCampaign } from './campaign-start'
import type { DemoDb } from './db'
import type { StoredBroadcast } from './demo-data'
import { logFigures } from './log-figures'
import { cachedPlan, lastSendOffset, planSends, sendingLogsAt, type SendingPlan } from './sending-logs'

/** Retargets of retargets are followed this deep; the checks refuse loops, this guards stored data that has one. */
const MAX_DEPTH = 8

export type CampaignStatus = 'SCHEDULED' | 'SENDING' | 'COMPLETED'

/** What the service sets on a campaign's record, derived from its logs at read time. */
export interface CampaignFacts extends ReturnType<typeof logFigures> {
  status: CampaignStatus
  startedAt?: string
  completedAt?: string
}

type Db = Pick<DemoDb, 'data' | 'sendingStartedAt' | 'logsFor'>

async function planOf(db: Db, broadcast: StoredBroadcast, start: number, depth: number): Promise<SendingPlan> {
  const logsOf = (source: StoredBroadcast, at: number) => logsAt(db, source, at, depth + 1)
  const audience = await campaignAudience(db.data, broadcast, start, logsOf)
  return cachedPlan(`campaign:${broadcast.id}:${audience.key}`, () =>
    planSends({ seed: `campaign:${broadcast.id}`, audience: audience.people, replies: broadcast.seedReplies }),
  )
}

function logsAt(db: Db, broadcast: StoredBroadcast, at: number, depth: number): Promise<BroadcastLog[]> {
  if (!isCampaign(broadcast)) return db.logsFor(broadcast, at)
  return campaignLogsAt(db, broadcast, at, depth)
}

/** A campaign's logs at `at` (epoch ms): none before it starts, then those sent by then, each at its stage then. */
export async function campaignLogsAt(db: Db, broadcast: StoredBroadcast, at: number, depth = 0) {
  const start = campaignStart(broadcast, db.sendingStartedAt)
  if (depth > MAX_DEPTH || Number.isNaN(start) || at < start) return []
  return sendingLogsAt(broadcast, await planOf(db, broadcast, start, depth), start, at)
}

/**
 * A campaign's status, times and figures at `now`: SCHEDULED before its start, then SENDING (startedAt is its start)
 * until its last log is out, then COMPLETED (completedAt is when the last went out).
 */
export async function campaignFacts(db: Db, broadcast: StoredBroadcast, now: number): Promise<CampaignFacts> {
  const start = campaignStart(broadcast, db.sendingStartedAt)
  if (Number.isNaN(start) || now < start) return { status: 'SCHEDULED', ...logFigures([]) }
  const plan = await planOf(db, broadcast, start, 0)
  const logs = sendingLogsAt(broadcast, plan, start, now)
  const figures = logFigures(logs)
  const startedAt = new Date(start).toISOString()
  if (logs.length < plan.length) return { status: 'SENDING', startedAt, ...figures }
  const completedAt = new Date(start + lastSendOffset(plan)).toISOString()
  return { status: 'COMPLETED', startedAt, completedAt, ...figures }
}
