import type { Webhook } from '@/api/webhooks'
import { HOSTILE_WEBHOOK_URL } from './seed-hostile'
import { daysAgo } from './seed-time'

/** Webhooks wh_1…: integrations a retail team typically wires up, one of them switched off. */
export function seedWebhooks(): Webhook[] {
  return [
    {
      id: 'wh_1',
      name: 'CRM contact sync',
      serverUrl: 'https://crm.northwind-retail.example/hooks/inbox',
      active: true,
      events: ['contact_created', 'contact_tag_added', 'contact_tag_removed'],
      createdAt: daysAgo(45, 2),
      updatedAt: daysAgo(12, 5),
    },
    {
      id: 'wh_2',
      name: 'Helpdesk — incoming messages',
      serverUrl: 'https://helpdesk.northwind-retail.example/api/v2/inbound/whatsapp',
      active: true,
      events: [
        'incoming_whatsapp_message',
        'incoming_instagram_message',
        'incoming_messenger_message',
        'incoming_website_message',
      ],
      createdAt: daysAgo(40, 4),
      updatedAt: daysAgo(40, 4),
    },
    {
      id: 'wh_3',
      name: 'Analytics warehouse (all outgoing)',
      serverUrl: HOSTILE_WEBHOOK_URL,
      active: true,
      events: [
        'outgoing_whatsapp_message',
        'outgoing_instagram_message',
        'outgoing_telegram_message',
        'outgoing_messenger_message',
        'outgoing_website_message',
      ],
      createdAt: daysAgo(33, 1),
      updatedAt: daysAgo(20, 3),
    },
    {
      id: 'wh_4',
      name: 'Legacy Telegram bot',
      serverUrl: 'https://old-bot.northwind-retail.example/telegram',
      active: false,
      events: ['incoming_telegram_message', 'outgoing_telegram_message'],
      createdAt: daysAgo(48, 6),
      updatedAt: daysAgo(25, 2),
    },
    {
      id: 'wh_5',
      name: 'Delivery status to BI',
      serverUrl: 'https://bi.northwind-retail.example/ingest/whatsapp-status',
      active: true,
      // A kind newer than the spec (see server-webhook-events.ts): the dashboard shows it and keeps it when saving.
      events: ['outgoing_whatsapp_message', 'message_status_updated'],
      createdAt: daysAgo(50, 3),
      updatedAt: daysAgo(2, 1),
    },
  ]
}
