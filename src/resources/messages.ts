import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import {
  type sendEndpoints,
  sendInstagramTemplate,
  sendInstagramText,
  sendMessengerMedia,
  sendMessengerTemplate,
  sendMessengerText,
  sendTelegramTemplate,
  sendWhatsappMedia,
  sendWhatsappTemplate,
  sendWhatsappText,
  type MessageResponse,
} from '@/api/messages'
import type { ApiClient } from '@/api/client'
import { api } from '@/app/api'

type Endpoint = keyof typeof sendEndpoints
type Body<K extends Endpoint> = z.output<(typeof sendEndpoints)[K]['schema']>
type RequestMap = { [K in Endpoint]: { endpoint: K; body: Body<K> } }
/** A send: the endpoint and a body its schema accepted. */
export type MessageRequest<K extends Endpoint = Endpoint> = RequestMap[K]

const senders: { [K in Endpoint]: (client: ApiClient, body: Body<K>) => Promise<MessageResponse> } = {
  whatsappText: sendWhatsappText,
  whatsappMedia: sendWhatsappMedia,
  whatsappTemplate: sendWhatsappTemplate,
  messengerText: sendMessengerText,
  messengerMedia: sendMessengerMedia,
  messengerTemplate: sendMessengerTemplate,
  instagramText: sendInstagramText,
  instagramTemplate: sendInstagramTemplate,
  telegramTemplate: sendTelegramTemplate,
}

function send<K extends Endpoint>(request: MessageRequest<K>): Promise<MessageResponse> {
  return senders[request.endpoint](api, request.body)
}

/**
 * Sends one message, from the Messages screen or a template's test send. Nothing the app lists changes, so nothing
 * is invalidated; the form shows a refusal itself.
 */
export function useSendMessage() {
  return useMutation({ mutationFn: (request: MessageRequest) => send(request), meta: { handlesErrors: true } })
}
