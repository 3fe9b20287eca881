import { webhookEvents } from '@/api/webhooks'

/**
 * The event kinds the demo service accepts: the spec's, and newer ones the live service has added since, which
 * the dashboard does not know yet. The seed subscribes a webhook to one, so the demo shows how they are kept.
 */
export const newerWebhookEvents = ['message_status_updated', 'conversation_closed'] as const
export const serverWebhookEvents = [...webhookEvents, ...newerWebhookEvents] as const
