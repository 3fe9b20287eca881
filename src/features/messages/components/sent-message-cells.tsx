import { channelLabels, kindLabels } from '../channel-labels'
import { channelOf } from '../channels'
import type { SentMessage } from '@/resources/sent-messages'

/** "WhatsApp text", "Telegram template". */
export function endpointLabel(endpoint: SentMessage['endpoint']): string {
  const { channel, kind } = channelOf(endpoint)
  return `${channelLabels[channel]} ${kindLabels[kind].toLowerCase()}`
}
