import { z } from 'zod/mini'
import { sendEndpoints } from '@/api/messages'
import { sessionRecordKey } from '@/app/drafts'
import type { SendEndpoint } from './channels'

export const MAX_HISTORY = 50

const sentMessageSchema = z.object({
  endpoint: z.enum(Object.keys(sendEndpoints) as [SendEndpoint, ...SendEndpoint[]]),
  /** The contact id or the phone number it went to. */
  recipient: z.string(),
  sentAt: z.string(),
  scheduledFor: z.optional(z.string()),
  id: z.string(),
  status: z.string(),
  error: z.nullish(z.string()),
})
/** One send of this session and what the API answered (its MessageResponse). */
export type SentMessage = z.infer<typeof sentMessageSchema>

const key = (workspaceId: string) => sessionRecordKey('sent-messages', workspaceId)

/** The workspace's sends of this session, newest first. Entries that are not valid are dropped, not trusted. */
export function loadSentMessages(workspaceId: string, storage: Storage = window.sessionStorage): SentMessage[] {
  let stored: unknown
  try {
    stored = JSON.parse(storage.getItem(key(workspaceId)) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(stored)) return []
  return stored
    .flatMap((entry) => {
      const parsed = sentMessageSchema.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
    .slice(0, MAX_HISTORY)
}

/** Adds a send in front and keeps the newest MAX_HISTORY; gives the new list. */
export function addSentMessage(
  workspaceId: string,
  sent: SentMessage,
  storage: Storage = window.sessionStorage,
): SentMessage[] {
  const next = [sent, ...loadSentMessages(workspaceId, storage)].slice(0, MAX_HISTORY)
  try {
    storage.setItem(key(workspaceId), JSON.stringify(next))
  } catch {
    // Storage full or unavailable: the list still shows until the page is left.
  }
  return next
}

export function clearSentMessages(workspaceId: string, storage: Storage = window.sessionStorage): void {
  storage.removeItem(key(workspaceId))
}
