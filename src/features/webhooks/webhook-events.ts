import type { WebhookEvent } from '@/api/webhooks'
import type { CheckboxOptionGroup } from '@/components/ui/checkbox-group'

interface WebhookEventGroup extends CheckboxOptionGroup {
  options: readonly { value: WebhookEvent; label: string }[]
}

const channels = [
  ['WhatsApp', 'whatsapp'],
  ['Instagram', 'instagram'],
  ['Telegram', 'telegram'],
  ['Messenger', 'messenger'],
  ['Website', 'website'],
] as const

/** The spec's event kinds as the form offers them: messages by channel, then contact changes. */
export const webhookEventGroups: readonly WebhookEventGroup[] = [
  ...channels.map(([label, channel]) => ({
    label,
    options: [
      { value: `incoming_${channel}_message` as const, label: 'Incoming' },
      { value: `outgoing_${channel}_message` as const, label: 'Outgoing' },
    ],
  })),
  {
    label: 'Contacts',
    options: [
      { value: 'contact_created', label: 'Contact created' },
      { value: 'contact_tag_added', label: 'Tag added' },
      { value: 'contact_tag_removed', label: 'Tag removed' },
    ],
  },
]

export function eventCount(events: readonly string[]): string {
  return events.length === 1 ? '1 event' : `${events.length} events`
}
