import type { Channel, MessageKind } from './channels'

// Apart from the channels: the URL's validation loads those with every screen, and only the console shows these.
export const channelLabels: Record<Channel, string> = {
  whatsapp: 'WhatsApp',
  messenger: 'Messenger',
  instagram: 'Instagram',
  telegram: 'Telegram',
}
export const kindLabels: Record<MessageKind, string> = { text: 'Text', media: 'Media', template: 'Template' }
