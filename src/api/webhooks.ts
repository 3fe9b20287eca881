import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { idSchema, type PageParams } from './common'
import { openEnum, type OpenEnum } from './open-enum'
import { deleteById, postTo, putById, requestList } from './resource-endpoints'

export const webhookEvents = [
  'incoming_whatsapp_message',
  'outgoing_whatsapp_message',
  'incoming_instagram_message',
  'outgoing_instagram_message',
  'incoming_telegram_message',
  'outgoing_telegram_message',
  'incoming_messenger_message',
  'outgoing_messenger_message',
  'incoming_website_message',
  'outgoing_website_message',
  'contact_created',
  'contact_tag_added',
  'contact_tag_removed',
] as const
export type KnownWebhookEvent = (typeof webhookEvents)[number]
/** An event kind the spec lists, or a newer one a webhook already subscribes to. */
export type WebhookEvent = OpenEnum<KnownWebhookEvent>

export const webhookSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  serverUrl: z.string(),
  active: z.boolean(),
  events: z.array(openEnum(webhookEvents)),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Webhook = z.infer<typeof webhookSchema>

/** Spec gap: required fields are not shown; a webhook is useless without a name, an https address and an event. */
export const webhookRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  serverUrl: z.url({ protocol: /^https?$/, error: 'Enter a full http(s) address' }),
  active: z.boolean(),
  /** The kinds the dashboard offers, and any newer kind the webhook already had: saving it back keeps them. */
  events: z
    .array(z.union([z.enum(webhookEvents), z.string().check(z.minLength(1))]))
    .check(z.minLength(1, 'Choose at least one event')),
})
export type WebhookRequest = z.infer<typeof webhookRequestSchema>

export function listWebhooks(api: ApiClient, params: PageParams = {}, options: CallOptions = {}) {
  const { limit, page } = params
  return requestList(api, '/v1/webhooks', webhookSchema, { limit, page }, options)
}

export const createWebhook = postTo('/v1/webhooks', webhookRequestSchema, webhookSchema)
export const updateWebhook = putById('/v1/webhooks', webhookRequestSchema, webhookSchema)
export const deleteWebhook = deleteById('/v1/webhooks')
