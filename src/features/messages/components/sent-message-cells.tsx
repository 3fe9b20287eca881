import { Badge } from '@/components/ui/badge'
import { channelLabels, kindLabels } from '../channel-labels'
import { channelOf } from '../channels'
import type { SentMessage } from '@/resources/sent-messages'

/** "WhatsApp text", "Telegram template". */
export function endpointLabel(endpoint: SentMessage['endpoint']): string {
  const { channel, kind } = channelOf(endpoint)
  return `${channelLabels[channel]} ${kindLabels[kind].toLowerCase()}`
}

/** The status the API answered; red when it also gave an error. */
export function SentStatus({ sent }: { sent: SentMessage }) {
  return <Badge tone={sent.error ? 'danger' : 'info'}>{sent.status || '—'}</Badge>
}
