import type { Broadcast } from '@/api/broadcasts'
import { statusWords, type StatusWords } from './status-words'

/**
 * The broadcast statuses the dashboard knows: the three the sister product documents, then those it likely sends.
 * Read without regard to case; any other status is shown as sent.
 */
export const knownBroadcastStatuses = [
  'SCHEDULED',
  'SENDING',
  'COMPLETED',
  'PAUSED',
  'CANCELLED',
  'FAILED',
  'DRAFT',
] as const
export type KnownBroadcastStatus = (typeof knownBroadcastStatuses)[number]

const statusInfo: Readonly<Record<KnownBroadcastStatus, StatusWords>> = {
  SCHEDULED: { label: 'Scheduled', meaning: 'Waiting for its send time: it can still be edited or cancelled.' },
  SENDING: { label: 'Sending', meaning: 'Going out now: its figures still move.' },
  COMPLETED: {
    label: 'Completed',
    meaning: 'Every message went out: its figures are final but for late reads and replies.',
  },
  PAUSED: { label: 'Paused', meaning: 'Stopped part-way: the rest is not being sent for now.' },
  CANCELLED: { label: 'Cancelled', meaning: 'Stopped before it finished: what was not sent will not be.' },
  FAILED: { label: 'Failed', meaning: 'The service could not send it: see its figures and logs for why.' },
  DRAFT: { label: 'Draft', meaning: 'Not scheduled yet: nothing is sent until it is.' },
}

const ALIASES: Readonly<Record<string, KnownBroadcastStatus>> = { CANCELED: 'CANCELLED' }

/** The known status a value names (in any case, US spelling too), or undefined. */
export function knownBroadcastStatus(status: string | null | undefined): KnownBroadcastStatus | undefined {
  const key = status?.trim().toUpperCase() ?? ''
  if (Object.hasOwn(statusInfo, key)) return key as KnownBroadcastStatus
  return Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined
}

/** The status in words, or as the API sent it when the dashboard does not know it. */
export const { label: broadcastStatusLabel, meaning: broadcastStatusMeaning } = statusWords(
  statusInfo,
  knownBroadcastStatus,
)

type Timed = Pick<Broadcast, 'status' | 'scheduleDateTime' | 'startedAt' | 'completedAt'>

/** Statuses under which a broadcast with a send time still to come has not gone out. */
const NOT_STARTED: readonly (KnownBroadcastStatus | undefined)[] = ['SCHEDULED', 'DRAFT']

/**
 * Whether the broadcast waits for a send time still to come and has not started: it can be edited in the composer
 * or cancelled. A status the dashboard does not know may mean it started, so it does not count as scheduled.
 */
export function isScheduled(broadcast: Timed, now: Date): boolean {
  const at = Date.parse(broadcast.scheduleDateTime ?? '')
  if (Number.isNaN(at) || at <= now.getTime()) return false
  if (broadcast.startedAt || broadcast.completedAt) return false
  return !broadcast.status || NOT_STARTED.includes(knownBroadcastStatus(broadcast.status))
}

/** Whether the broadcast has gone out to everyone it will: completed, by its status or its completion time. */
export function isFinished(broadcast: Timed): boolean {
  return knownBroadcastStatus(broadcast.status) === 'COMPLETED' || Boolean(broadcast.completedAt)
}

/** Whether the record says the broadcast is going out now: sending, or started and not completed. */
export function isSending(broadcast: Timed): boolean {
  const known = knownBroadcastStatus(broadcast.status)
  if (known) return known === 'SENDING'
  return Boolean(broadcast.startedAt) && !broadcast.completedAt
}
