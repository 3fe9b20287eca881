import type { Account } from '@/api/account'
import type { Broadcast, BroadcastLog } from '@/api/broadcasts'
import type { ContactTag } from '@/api/contact-tags'
import type { MessageResponse } from '@/api/messages'
import type { Segment } from '@/api/segments'
import type { Staff } from '@/api/staff'
import type { Template } from '@/api/templates'
import type { Webhook } from '@/api/webhooks'
import type { Workspace } from '@/api/workspaces'
import type { LogStatus } from '@/domain/log-statuses'

/** What an API key resolves to in the demo: a working account, or one of the spec's account errors. */
export type DemoKeyState = 'active' | 'account-missing' | 'server-error'

export type StoredBroadcast = Broadcast & {
  id: string
  createdAt: string
  /** How many per-recipient logs the seed generates for this broadcast (0 for broadcasts created in the demo). */
  seedLogCount: number
  /** Added to the seed's status weights for this broadcast's logs, so compared campaigns differ. */
  seedStatusTweak?: Partial<Record<LogStatus, number>>
  /** Still sending: this many logs go out, about 4 a second, from shortly before the demo API started (seedLogCount 0). */
  sendingLogCount?: number
  /** A campaign without a schedule began sending then: on the edit that took its schedule away (else at createdAt). */
  launchedAt?: string
  /** A seeded campaign that starts sending with the demo, as sendingLogCount's broadcast does. */
  startsWithDemo?: boolean
  /** The replies its replied logs carry, in send order; the replies after them are never opt-outs. */
  seedReplies?: string[]
  /** Its audience as it stood when a segment or the broadcast it retargets was deleted after it started. */
  frozenAudience?: Recipient[] | number
}

/** Who a log went to. */
export type Recipient = Pick<BroadcastLog, 'recepientName' | 'countryCode' | 'phone'>

/** The demo's own fields of a stored broadcast: never on the wire, never taken from a request. */
export const DEMO_ONLY_BROADCAST_KEYS = [
  'createdAt',
  'seedLogCount',
  'seedStatusTweak',
  'sendingLogCount',
  'launchedAt',
  'startsWithDemo',
  'seedReplies',
  'frozenAudience',
] as const satisfies readonly (keyof StoredBroadcast)[]

export type StoredSegment = Segment & {
  workspaceId: string
  createdAt: string
  /** How many people a campaign sent to this segment reaches (demo only, never on the wire). */
  memberCount?: number
}

export interface SentMessage {
  channel: string
  path: string
  body: unknown
  response: MessageResponse
  createdAt: string
}

/** The whole demo API state. Serializable, so the browser can persist it; logs are derived from the broadcasts. */
export interface DemoData {
  version: number
  apiKeys: Record<string, DemoKeyState>
  account: Account
  workspaces: Workspace[]
  templates: Template[]
  broadcasts: StoredBroadcast[]
  segments: StoredSegment[]
  contactTags: ContactTag[]
  staff: Staff[]
  webhooks: Webhook[]
  messages: SentMessage[]
  /** Next number for generated ids, so ids stay unique across reloads. */
  nextId: number
}

export const DEMO_DATA_VERSION = 10
