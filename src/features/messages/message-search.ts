import { z } from 'zod/mini'
import { channels, kindsOf, messageKinds, type Channel, type MessageKind } from './channels'

const DEFAULT_CHANNEL: Channel = 'whatsapp'

/**
 * The console's URL state: the channel and the kind of message. A value that is not valid, or a kind the
 * channel does not offer (Telegram text), falls back to the channel's first kind instead of breaking the page.
 */
export const messageSearchSchema = z.pipe(
  z.object({
    channel: z.catch(z.optional(z.enum(channels)), undefined),
    kind: z.catch(z.optional(z.enum(messageKinds)), undefined),
  }),
  z.transform(({ channel = DEFAULT_CHANNEL, kind }): { channel: Channel; kind: MessageKind } => {
    const offered = kindsOf(channel)
    return { channel, kind: kind && offered.includes(kind) ? kind : (offered[0] ?? 'template') }
  }),
)
export type MessageSearch = z.output<typeof messageSearchSchema>

/** Another channel keeps the kind when it offers it. */
export function withChannel(search: MessageSearch, channel: Channel): MessageSearch {
  return messageSearchSchema.parse({ channel, kind: search.kind })
}

/** Where a message refused for the 24-hour window can go instead: a WhatsApp template, which goes any time. */
export const templateSendSearch: MessageSearch = { channel: 'whatsapp', kind: 'template' }
