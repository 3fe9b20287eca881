import { useMutation } from '@tanstack/react-query'
import {
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
import type { SendBody, SendEndpoint } from './channels'
import type { SendRequest } from './check-send'

const senders: { [K in SendEndpoint]: (client: ApiClient, body: SendBody<K>) => Promise<MessageResponse> } = {
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

function send<K extends SendEndpoint>(request: SendRequest<K>): Promise<MessageResponse> {
  return senders[request.endpoint](api, request.body)
}

/** Sends one message. Nothing the app lists changes, so nothing is invalidated; the form shows a refusal itself. */
export function useSendMessage() {
  return useMutation({ mutationFn: (request: SendRequest) => send(request), meta: { handlesErrors: true } })
}
