import { call, MEDIA, reply, spec, url, type TemplateSpec } from './seed-template-builder'
import { WS_LOYALTY, WS_SUPPORT, WS_US } from './seed-workspaces'

const US_SHOP = 'https://shop.northwind-retail.example/us'
const HELP = 'https://help.northwind-retail.example'
const CLUB = 'https://club.northwind-retail.example'
const STOP_EN = 'Reply STOP to unsubscribe'

/** Templates of the other workspaces, by workspace id, oldest first. Names may repeat across workspaces. */
export const OTHER_TEMPLATE_SPECS: Readonly<Record<string, readonly TemplateSpec[]>> = {
  [WS_US]: [
    {
      ...spec('order_confirmation', 'UTILITY', 'en_US', 'APPROVED'),
      body: 'Hi {{1}}, thanks for your order {{2}}! We will text you when it ships. Order total: {{3}}. Thank you!',
      example: ['Madison', 'NW-US-20914', '$126.40'],
      buttons: [url('View order', `${US_SHOP}/orders/{{1}}`, 'NW-US-20914')],
    },
    {
      ...spec('order_shipped_v2', 'UTILITY', 'en_US', 'APPROVED'),
      header: { format: 'IMAGE', url: `${MEDIA}/us-parcel.jpg` },
      body: 'Your order {{1}} shipped with {{2}}, {{3}}. Estimated delivery: {{4}}. Track it below.',
      example: ['NW-US-20914', 'UPS', 'Madison', 'Friday, November 20'],
      buttons: [url('Track package', 'https://track.northwind-retail.example/us/{{1}}', 'NW-US-20914')],
    },
    {
      ...spec('curbside_pickup_ready', 'UTILITY', 'en_US', 'PENDING'),
      header: { text: 'Curbside pickup at {{1}}', example: ['Union Square'] },
      body: 'Hi {{1}}, your order {{2}} is ready. Park in a pickup bay and tap below when you arrive.',
      example: ['Tyler', 'NW-US-21007'],
      buttons: [reply("I'm here"), call('Call the store', '+14155550118')],
    },
    {
      ...spec('login_code', 'AUTHENTICATION', 'en_US', 'APPROVED'),
      body: '*{{1}}* is your verification code. For your security, do not share this code.',
      example: ['390571'],
      buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }],
    },
    {
      ...spec('thanksgiving_weekend_sale', 'MARKETING', 'en_US', 'APPROVED'),
      header: { format: 'VIDEO', url: `${MEDIA}/thanksgiving-2026.mp4` },
      body: 'Happy Thanksgiving, {{1}}! Take {{2}} off sitewide through Sunday with code {{3}}. Happy shopping!',
      example: ['Madison', '25%', 'THANKS25'],
      footer: STOP_EN,
      buttons: [url('Shop the sale', `${US_SHOP}/thanksgiving`), reply('Stop promotions')],
    },
    {
      ...spec('black_friday_early_access', 'MARKETING', 'en_US', 'REJECTED'),
      body: 'BLACK FRIDAY IS HERE {{1}} 🔥🔥🔥🔥🔥 Up to 70% off EVERYTHING. Buy now before it is gone!!!',
      example: ['Madison'],
      footer: STOP_EN,
    },
  ],
  [WS_SUPPORT]: [
    {
      ...spec('ticket_received', 'UTILITY', 'en_GB', 'APPROVED'),
      body: "Thanks {{1}}, we've received your request. Your ticket number is {{2}} and we usually reply within {{3}} on weekdays.",
      example: ['Ruby', 'SUP-20931', '4 hours'],
    },
    {
      ...spec('agent_reply_waiting', 'UTILITY', 'en_GB', 'APPROVED'),
      header: { text: 'New reply on {{1}}', example: ['SUP-20931'] },
      body: 'Good news: {{1}} from our support team has replied to your ticket. Reply here to continue the conversation.',
      example: ['Priya'],
    },
    {
      ...spec('ticket_resolved', 'UTILITY', 'en_GB', 'APPROVED'),
      body: 'Hi {{1}}, we have marked ticket {{2}} as resolved. Still need help? Just reply to reopen it.',
      example: ['Ruby', 'SUP-20931'],
      buttons: [reply('Reopen ticket'), url('Help centre', HELP)],
    },
    {
      ...spec('callback_scheduled', 'UTILITY', 'en_GB', 'PENDING'),
      body: 'Hi {{1}}, an agent will call you on {{2}} between {{3}}. Please keep your phone nearby.',
      example: ['Ruby', 'Tuesday 24 November', '10:00 and 12:00'],
      buttons: [reply('Confirm'), reply('Pick another time'), call('Call us now', '+442079460500')],
    },
    {
      ...spec('csat_survey', 'MARKETING', 'en_GB', 'REJECTED'),
      body: 'How was your experience with {{1}} today? Tell us in one tap, and to enter our £500 prize draw reply with your full card number and expiry date.',
      example: ['Priya'],
      buttons: [reply('Great'), reply('Not great'), reply('Stop promotions')],
    },
    {
      ...spec('identity_check_code', 'AUTHENTICATION', 'en_GB', 'APPROVED'),
      body: '*{{1}}* is your verification code. For your security, do not share this code.',
      example: ['602118'],
      buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }],
    },
  ],
  [WS_LOYALTY]: [
    {
      ...spec('welcome_to_the_club', 'MARKETING', 'en_GB', 'APPROVED'),
      header: { format: 'IMAGE', url: `${MEDIA}/club-welcome.jpg` },
      body: 'Welcome to the Northwind Club, {{1}}! Your member number is {{2}} and your first {{3}} points are already waiting.',
      example: ['Freya', 'NC-558120', '250'],
      footer: STOP_EN,
      buttons: [url('Open my account', CLUB)],
    },
    {
      ...spec('points_balance_update', 'UTILITY', 'en_GB', 'APPROVED'),
      body: 'Hi {{1}}, you earned {{2}} points on your last order. New balance: {{3}} points.',
      example: ['Freya', '84', '1,334'],
    },
    {
      ...spec('tier_upgrade_gold', 'MARKETING', 'en_GB', 'APPROVED'),
      header: { text: 'You are Gold, {{1}}', example: ['Freya'] },
      body: 'You reached Gold tier! Enjoy free next-day delivery and early access to every sale until {{1}}. Thank you for being a member.',
      example: ['November 2027'],
      footer: STOP_EN,
    },
    {
      ...spec('member_event_invite', 'MARKETING', 'es_ES', 'PENDING'),
      header: { format: 'VIDEO', url: `${MEDIA}/member-night-madrid.mp4` },
      body: 'Hola {{1}}, te invitamos a la noche de socios en {{2}} el {{3}}. Plazas limitadas.',
      example: ['Carmen', 'Madrid Serrano', 'jueves 3 de diciembre'],
      footer: 'Responde STOP para darte de baja',
      buttons: [reply('Apúntame'), reply('Stop promotions')],
    },
    {
      ...spec('points_expiring_soon', 'MARKETING', 'pt_BR', 'APPROVED'),
      body: 'Oi {{1}}, {{2}} pontos vão expirar em {{3}}. Use agora na loja ou no app.',
      example: ['Rafael', '600', '30 de novembro'],
      footer: 'Responda STOP para cancelar',
      buttons: [url('Usar pontos', `${CLUB}/br/recompensas`)],
    },
    {
      ...spec('member_login_code', 'AUTHENTICATION', 'en_GB', 'APPROVED'),
      body: '*{{1}}* is your verification code.',
      example: ['447019'],
      footer: 'This code expires in 10 minutes.',
      buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }],
    },
  ],
}

/**
 * A limited-time offer as WhatsApp sends it, for the US workspace: its copy-code button has no text, only its example
 * code, and the offer part has neither text nor format of its own. Seeded after every other template (its own id,
 * the newest in its list), so no other template's id or place moves.
 */
export const US_LIMITED_TIME_OFFER_SPECS: readonly TemplateSpec[] = [
  {
    ...spec('cyber_week_expiring_offer', 'MARKETING', 'en_US', 'APPROVED'),
    header: { format: 'IMAGE', url: `${MEDIA}/us-cyber-week.jpg` },
    beforeBody: [{ type: 'LIMITED_TIME_OFFER', limited_time_offer: { text: 'Expiring offer!', has_expiration: true } }],
    body: 'Hi {{1}}, take 25% off everything in Cyber Week. Copy the code below and use it at checkout before it expires.',
    example: ['Madison'],
    footer: STOP_EN,
    buttons: [{ type: 'COPY_CODE', example: ['SALE25'] }, url('Shop Cyber Week', `${US_SHOP}/cyber-week`)],
  },
]
