import { z } from 'zod/mini'
import { sendEndpoints, type MessageResponse } from '@/api/messages'
import { sessionRecordKey } from '@/app/drafts'
import type { MessageRequest } from './messages'

type Endpoint = keyof typeof sendEndpoints

export const MAX_HISTORY = 50

const sentMessageSchema = z.object({
  endpoint: z.enum(Object.keys(sendEndpoints) as [Endpoint, ...Endpoint[]]),
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

/** A send failed when the API answered with an error, whatever its status and even with HTTP 200. */
export function sendFailed({ error }: Pick<SentMessage, 'error'>): boolean {
  return !!error?.trim()
}

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

/** A send and what the API answered, as the history keeps it. */
function sentMessageOf({ endpoint, body }: MessageRequest, response: MessageResponse, now = new Date()): SentMessage {
  const recipient = 'recepient' in body && body.recepient ? body.recepient.phoneNumber : (body.contact?.id ?? '')
  const scheduledFor = 'scheduleDateTime' in body ? body.scheduleDateTime : undefined
  return {
    endpoint,
    recipient,
    sentAt: now.toISOString(),
    scheduledFor,
    id: response.id,
    status: response.status,
    error: response.error,
  }
}

/** Keeps a send in its workspace's history (the Messages screen's "Sent this session"); gives the entry. */
export function recordSentMessage(
  request: MessageRequest,
  response: MessageResponse,
  storage: Storage = window.sessionStorage,
): SentMessage {
  const sent = sentMessageOf(request, response)
  addSentMessage(request.body.workspace.id, sent, storage)
  return sent
}
