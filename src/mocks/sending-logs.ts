import type { BroadcastLog } from '@/api/broadcasts'
import type { LogStatus } from '@/domain/log-statuses'
import type { Recipient, StoredBroadcast } from './demo-data'
import {
  createIsoFormatter,
  LOG_STATUS_WEIGHTS,
  randomError,
  randomRecipient,
  randomReply,
  randomReplyButStop,
} from './seed-logs'
import { createRandom, type SeededRandom } from './seed-random'

/** The gap between two sends, in ms: about 4 logs a second. */
const GAP_MS = [150, 350] as const

const SECOND = 1000

/** A stage a log reaches, at this many ms after the broadcast started. */
type Stage = readonly [status: LogStatus, at: number]

interface PlannedLog {
  recipient: Recipient
  reply: string
  error: string
  /** In order; the first is 'sent', at the log's createdAt. */
  stages: readonly Stage[]
}

/** Every log a sending broadcast will send, in send order, with its times as offsets from the start. */
export type SendingPlan = readonly PlannedLog[]

const after = (rng: SeededRandom, at: number, minSeconds: number, maxSeconds: number) =>
  at + rng.int(minSeconds, maxSeconds) * SECOND + rng.int(0, 999)

/** The stages a log goes through to reach its planned outcome. */
function stagesTo(rng: SeededRandom, outcome: LogStatus, sentAt: number): Stage[] {
  const stages: Stage[] = [['sent', sentAt]]
  if (outcome === 'sent') return stages
  if (outcome === 'failed') return [...stages, ['failed', after(rng, sentAt, 1, 8)]]
  const deliveredAt = after(rng, sentAt, 2, 180)
  stages.push(['delivered', deliveredAt])
  if (outcome === 'delivered') return stages
  const readAt = Math.max(deliveredAt + SECOND, after(rng, sentAt, 60, 30 * 60))
  stages.push(['read', readAt])
  if (outcome === 'replied') stages.push(['replied', after(rng, readAt, 20, 40 * 60)])
  return stages
}

/** What a plan is made from. */
export interface PlanOrder {
  /** Seeds the random choices: the same order gives the same plan, whatever the clock. */
  seed: string
  /** Who it goes to, in send order; or how many people, made up from the seed's countries. */
  audience: readonly Recipient[] | number
  /** The replies of its replied logs, in send order; the replies after these are never opt-outs. */
  replies?: readonly string[]
}

/** Every log a send will make, in send order, about 4 a second, each going as far as the seed's status mix says. */
export function planSends({ seed, audience, replies }: PlanOrder): SendingPlan {
  const count = typeof audience === 'number' ? Math.max(0, Math.floor(audience)) : audience.length
  const rng = createRandom(seed)
  const plan = new Array<PlannedLog>(count)
  let sentAt = 0
  let replied = 0
  for (let i = 0; i < count; i += 1) {
    sentAt += rng.int(GAP_MS[0], GAP_MS[1])
    const recipient = typeof audience === 'number' ? randomRecipient(rng) : (audience[i] as Recipient)
    const outcome = rng.weighted(LOG_STATUS_WEIGHTS)
    const stages = stagesTo(rng, outcome, sentAt)
    let reply = ''
    if (outcome === 'replied') {
      reply = replies ? (replies[replied] ?? randomReplyButStop(rng)) : randomReply(rng)
      replied += 1
    }
    const error = outcome === 'failed' ? randomError(rng) : ''
    plan[i] = { recipient, reply, error, stages }
  }
  return plan
}

/** The plan of a sending broadcast: the same on every call for its id and `sendingLogCount`, whatever the clock. */
export function planSending(broadcast: Pick<StoredBroadcast, 'id' | 'sendingLogCount'>): SendingPlan {
  return planSends({ seed: `sending:${broadcast.id}`, audience: broadcast.sendingLogCount ?? 0 })
}

/** When the plan's last log is sent, in ms after the start (0 for an empty plan). */
export const lastSendOffset = (plan: SendingPlan) => plan.at(-1)?.stages[0]?.[1] ?? 0

/**
 * The logs of a broadcast that started at `startedAt`, as read at `now` (both epoch ms): those sent by then, in
 * send order, each with the stage it had reached and that stage's time as its updatedAt.
 */
export function sendingLogsAt(
  broadcast: Pick<StoredBroadcast, 'id' | 'name'>,
  plan: SendingPlan,
  startedAt: number,
  now: number,
): BroadcastLog[] {
  const elapsed = now - startedAt
  const iso = createIsoFormatter()
  const logs: BroadcastLog[] = []
  for (const { recipient, reply, error, stages } of plan) {
    const [sent] = stages
    if (!sent || sent[1] > elapsed) break
    let [status, at] = sent
    for (const stage of stages) if (stage[1] <= elapsed) [status, at] = stage
    logs.push({
      broadcast: { id: broadcast.id, name: broadcast.name },
      ...recipient,
      status,
      reply: status === 'replied' ? reply : '',
      error: status === 'failed' ? error : '',
      createdAt: iso(startedAt + sent[1]),
      updatedAt: iso(startedAt + at),
    })
  }
  return logs
}

const plans = new Map<string, SendingPlan>()

/** The plan kept under `key`, made once: a key names everything the plan is made from. */
export function cachedPlan(key: string, make: () => SendingPlan): SendingPlan {
  let plan = plans.get(key)
  if (!plan) {
    plan = make()
    plans.set(key, plan)
  }
  return plan
}

/** A still-sending broadcast's logs at `now`, for a broadcast that started at `startedAt`; its plan is made once. */
export function sendingLogs(broadcast: StoredBroadcast, startedAt: number, now: number): BroadcastLog[] {
  const plan = cachedPlan(`sending:${broadcast.id}:${broadcast.sendingLogCount ?? 0}`, () => planSending(broadcast))
  return sendingLogsAt(broadcast, plan, startedAt, now)
}
