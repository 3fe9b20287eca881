import { queryOptions, useMutation } from '@tanstack/react-query'
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
import { listTemplates, type Template } from '@/api/templates'
import type { ApiClient } from '@/api/client'
import { readableRows } from '@/api/list-rows'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'
import type { SendBody, SendEndpoint } from './channels'
import type { SendRequest } from './check-send'

/** How many templates one search reads: the API filters by name only, so the approved ones are picked from these. */
export const TEMPLATE_PICK_LIMIT = 100

export const isApproved = (template: Template) => template.template.status === 'APPROVED'

/** Templates for the picker live under the templates root, so creating a template refreshes them too. */
export const messageTemplateQueries = {
  search: (workspaceId: string, searchText: string) =>
    queryOptions({
      queryKey: [...resourceKeys.templates, 'send-picker', workspaceId, searchText] as const,
      queryFn: ({ signal }) =>
        listTemplates(
          api,
          { workspaceId, searchText: searchText || undefined, limit: TEMPLATE_PICK_LIMIT },
          { signal },
        ),
      // A row that could not be read cannot be sent: the picker offers only whole templates.
      select: readableRows,
    }),
}

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
