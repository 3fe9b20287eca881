import type { z } from 'zod/mini'
import type { sendEndpoints } from '@/api/messages'

export const channels = ['whatsapp', 'messenger', 'instagram', 'telegram'] as const
export const messageKinds = ['text', 'media', 'template'] as const
export type Channel = (typeof channels)[number]
export type MessageKind = (typeof messageKinds)[number]
export type SendEndpoint = keyof typeof sendEndpoints
export type SendBody<K extends SendEndpoint = SendEndpoint> = z.output<(typeof sendEndpoints)[K]['schema']>

/** The kinds each channel can send, as the spec lists them, and the endpoint of each. */
const channelEndpoints: Record<Channel, Partial<Record<MessageKind, SendEndpoint>>> = {
  whatsapp: { text: 'whatsappText', media: 'whatsappMedia', template: 'whatsappTemplate' },
  messenger: { text: 'messengerText', media: 'messengerMedia', template: 'messengerTemplate' },
  instagram: { text: 'instagramText', template: 'instagramTemplate' },
  telegram: { template: 'telegramTemplate' },
}

export function kindsOf(channel: Channel): MessageKind[] {
  return messageKinds.filter((kind) => channelEndpoints[channel][kind] !== undefined)
}

/** The endpoint of a channel and kind; a kind the channel does not offer falls back to its first one. */
export function endpointFor(channel: Channel, kind: MessageKind): SendEndpoint {
  const endpoints = channelEndpoints[channel]
  const endpoint = endpoints[kind] ?? endpoints[kindsOf(channel)[0] ?? 'template']
  if (!endpoint) throw new Error(`${channel} has no send endpoint`)
  return endpoint
}

export function channelOf(endpoint: SendEndpoint): { channel: Channel; kind: MessageKind } {
  for (const channel of channels) {
    const kind = kindsOf(channel).find((k) => channelEndpoints[channel][k] === endpoint)
    if (kind) return { channel, kind }
  }
  throw new Error(`unknown endpoint ${endpoint}`)
}
