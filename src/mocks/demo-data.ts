import type { Account } from '@/api/account'
import type { Broadcast } from '@/api/broadcasts'
import type { ContactTag } from '@/api/contact-tags'
import type { MessageResponse } from '@/api/messages'
import type { Segment } from '@/api/segments'
import type { Staff } from '@/api/staff'
import type { Template } from '@/api/templates'
import type { Webhook } from '@/api/webhooks'
import type { Workspace } from '@/api/workspaces'
import type { LogStatus } from './seed-logs'

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
}

export type StoredSegment = Segment & { workspaceId: string; createdAt: string }

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

export const DEMO_DATA_VERSION = 8
