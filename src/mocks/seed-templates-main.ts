import { HOSTILE_TEMPLATE_NAME, HOSTILE_TEMPLATE_TEXT } from './seed-hostile'
import { call, MEDIA, reply, spec, url, type TemplateSpec } from './seed-template-builder'

const SHOP = 'https://shop.northwind-retail.example'
const STOP_EN = 'Reply STOP to unsubscribe'
const STOP_PROMOS = 'Stop promotions'
const UK_STORE_PHONE = '+442079460321'

/**
 * The main workspace's templates (Northwind Retail — EU), oldest first. Some carry what the live API sends
 * beyond the spec: newer statuses (PAUSED, DISABLED, IN_APPEAL, LIMIT_EXCEEDED, PENDING_DELETION, and ARCHIVED,
 * which the dashboard does not know), a category it does not list, and newer component, header and button kinds.
 * Translations are versions of one name, as WhatsApp keeps them (one template per name and language): login_code
 * is approved in English and Spanish and pending in French, abandoned_cart_reminder has a German version.
 */
export const MAIN_TEMPLATE_SPECS: readonly TemplateSpec[] = [
  // ── Utility: orders, delivery, payments ──────────────────────────────────
  {
    ...spec('order_confirmation', 'UTILITY', 'en_GB', 'APPROVED'),
    header: { text: 'Order {{1}} confirmed', example: ['NW-48213'] },
    body: "Hi {{1}}, thanks for your order {{2}}. We'll message you as soon as it ships. Total paid: {{3}}. Thank you!",
    example: ['Olivia', 'NW-48213', '£84.50'],
    buttons: [url('View order', `${SHOP}/orders/{{1}}`, 'NW-48213')],
  },
  {
    ...spec('order_shipped_v2', 'UTILITY', 'en_GB', 'APPROVED'),
    header: { format: 'IMAGE', url: `${MEDIA}/parcel-on-its-way.jpg` },
    body: 'Good news, {{1}}! Your order {{2}} is on its way with {{3}}. Expected delivery: {{4}}. Track it below.',
    example: ['Olivia', 'NW-48213', 'DPD', 'Thursday 19 November'],
    buttons: [
      url('Track parcel', 'https://track.northwind-retail.example/{{1}}', 'NW-48213'),
      reply('Change delivery'),
    ],
  },
  {
    ...spec('order_shipped', 'UTILITY', 'en_GB', 'REJECTED'),
    body: 'Your order has shipped!!! Click here now: http://bit.ly/nw-track',
    footer: 'Northwind Retail',
  },
  {
    ...spec('delivery_delayed', 'UTILITY', 'en_GB', 'APPROVED'),
    body: "Sorry {{1}}, your order {{2}} is running late because of high volumes at our courier. New delivery estimate: {{3}}. We've refunded your delivery fee.",
    example: ['James', 'NW-47790', 'Monday 23 November'],
    buttons: [reply('Keep my order'), reply('Cancel my order')],
  },
  {
    ...spec('payment_failed', 'UTILITY', 'en_GB', 'APPROVED'),
    body: "Hi {{1}}, we couldn't take payment for order {{2}}. Please update your card within 48 hours so we can send it.",
    example: ['Aisha', 'NW-48007'],
    buttons: [url('Update payment', `${SHOP}/account/payment`)],
  },
  {
    ...spec('invoice_available', 'UTILITY', 'en_GB', 'APPROVED'),
    header: { format: 'DOCUMENT', url: `${MEDIA}/invoice-NW-48213.pdf` },
    body: 'Hi {{1}}, your VAT invoice {{2}} for {{3}} is attached. Keep it for your records.',
    example: ['Oliver', 'INV-2026-10418', '£212.00'],
    footer: 'Northwind Retail Ltd · VAT GB 123 4567 89',
  },
  {
    ...spec('click_and_collect_ready', 'UTILITY', 'en_GB', 'APPROVED'),
    // Newer than the spec: a location header (the store's pin on a map).
    header: { newerFormat: 'LOCATION' },
    body: 'Hi {{1}}, your order {{2}} is ready to collect at {{3}}. Bring this message and photo ID. We keep orders for 7 days.',
    example: ['Charlotte', 'NW-48150', 'Manchester Arndale'],
    buttons: [
      url('Store directions', `${SHOP}/stores/{{1}}`, 'manchester-arndale'),
      call('Call the store', UK_STORE_PHONE),
    ],
  },
  {
    ...spec('return_label_ready', 'UTILITY', 'de', 'APPROVED'),
    header: { format: 'DOCUMENT', url: `${MEDIA}/retourenschein.pdf` },
    body: 'Hallo {{1}}, Ihr Retourenschein für die Bestellung {{2}} ist angehängt. Bitte geben Sie das Paket bis zum {{3}} ab.',
    example: ['Lukas', 'NW-47652', '4. Dezember'],
  },
  {
    ...spec('refund_processed', 'UTILITY', 'es_ES', 'APPROVED'),
    body: 'Hola {{1}}, hemos procesado tu reembolso de {{2}} del pedido {{3}}. Lo verás en tu cuenta en 3 a 5 días hábiles.',
    example: ['Lucía', '49,90 €', 'NW-47511'],
  },
  {
    ...spec('address_confirmation', 'UTILITY', 'pt_BR', 'APPROVED'),
    body: 'Olá {{1}}, confirme o endereço de entrega do pedido {{2}}: {{3}}. Está correto?',
    example: ['Ana', 'NW-48099', 'Rua Augusta, 1500 – São Paulo'],
    buttons: [reply('Está correto'), reply('Alterar endereço')],
  },
  {
    ...spec('appointment_reminder', 'UTILITY', 'fr', 'APPROVED'),
    body: 'Bonjour {{1}}, petit rappel : votre rendez-vous styliste dans notre boutique {{2}} est prévu le {{3}}. À bientôt !',
    example: ['Camille', 'Paris Opéra', 'samedi 21 novembre à 14h30'],
    buttons: [reply('Je confirme'), reply('Reprogrammer'), call('Appeler la boutique', '+33142685300')],
  },
  {
    ...spec('subscription_renewal', 'UTILITY', 'it', 'LIMIT_EXCEEDED'),
    body: 'Ciao {{1}}, il tuo abbonamento {{2}} si rinnova automaticamente il {{3}}. Nessuna azione richiesta.',
    example: ['Marco', 'Northwind Plus', '1 dicembre 2026'],
    buttons: [url('Gestisci abbonamento', `${SHOP}/it/account/plus`)],
  },
  {
    // A category the spec does not list, shown as sent.
    ...spec('pickup_code', 'TRANSACTIONAL', 'id', 'APPROVED'),
    body: 'Halo {{1}}, pesanan {{2}} siap diambil. Tunjukkan kode {{3}} di kasir.',
    example: ['Dewi', 'NW-48172', 'K7Q-2049'],
  },
  {
    ...spec('order_cancelled', 'UTILITY', 'ar', 'APPROVED'),
    body: 'مرحبًا {{1}}، تم إلغاء طلبك {{2}}. سيُعاد المبلغ إلى وسيلة الدفع خلال {{3}} أيام عمل.',
    example: ['سارة', 'NW-47931', '5'],
  },
  {
    ...spec('warranty_registration', 'UTILITY', 'en_US', 'APPROVED'),
    header: { format: 'VIDEO', url: `${MEDIA}/espresso-machine-setup.mp4` },
    body: 'Thanks for registering your {{1}}, {{2}}. Your warranty is active until {{3}}. The video above walks you through setup.',
    example: ['Barista Pro espresso machine', 'Noah', 'November 2028'],
  },
  {
    ...spec('store_hours_update', 'UTILITY', 'en_GB', 'APPROVED'),
    body: 'Our Oxford Street store opens 8:00–22:00 every day from 1 December until Christmas Eve. See you soon!',
  },
  {
    ...spec('delivery_slot_booking', 'UTILITY', 'fr', 'PENDING'),
    body: 'Bonjour {{1}}, choisissez votre créneau de livraison pour la commande {{2}} (meubles volumineux).',
    example: ['Louis', 'NW-48201'],
    buttons: [url('Choisir un créneau', `${SHOP}/fr/livraison/{{1}}`, 'NW-48201')],
  },
  {
    ...spec('loyalty_points_statement', 'UTILITY', 'de', 'PENDING'),
    body: 'Hallo {{1}}, Ihr Punktestand am {{2}}: {{3}} Punkte. Punkte verfallen nach 24 Monaten.',
    example: ['Anna', '1. November', '2.340'],
  },
  {
    ...spec('support_survey', 'UTILITY', 'en_GB', 'REJECTED'),
    body: 'How did we do, {{1}}? Rate your chat about ticket {{2}} below and get 15% off your next order with promo code THANKS15.',
    example: ['Harry', 'SUP-20931'],
    buttons: [reply('Great'), reply('OK'), reply('Poor')],
  },
  {
    ...spec(HOSTILE_TEMPLATE_NAME, 'UTILITY', 'en_US', 'PENDING'),
    body: `Hi {{1}}, ticket {{2}} was updated by our support team. Quoted from your message: ${HOSTILE_TEMPLATE_TEXT}. If you can read those tags as plain text, this console escapes them correctly.`,
    example: ['Mallory', 'SUP-31337'],
    footer: 'QA: markup must render as text',
  },
  // ── Authentication: one-time codes, one name in many languages ──────────
  {
    ...spec('login_code', 'AUTHENTICATION', 'en_US', 'APPROVED'),
    body: '*{{1}}* is your verification code. For your security, do not share this code.',
    example: ['482913'],
    footer: 'This code expires in 10 minutes.',
    buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }],
  },
  {
    ...spec('login_code', 'AUTHENTICATION', 'en_GB', 'APPROVED'),
    body: '*{{1}}* is your verification code. For your security, do not share this code.',
    example: ['730215'],
    buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }],
  },
  {
    ...spec('login_code', 'AUTHENTICATION', 'es_ES', 'APPROVED'),
    body: '*{{1}}* es tu código de verificación. Por tu seguridad, no lo compartas.',
    example: ['905184'],
    footer: 'Este código caduca en 10 minutos.',
    buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copiar código' }],
  },
  {
    // A status even newer than those the dashboard knows, shown as sent.
    ...spec('login_code', 'AUTHENTICATION', 'pt_BR', 'ARCHIVED'),
    body: 'Seu código de verificação é *{{1}}*. Para sua segurança, não o compartilhe.',
    example: ['316628'],
    buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copiar código' }],
  },
  {
    ...spec('login_code', 'AUTHENTICATION', 'de', 'APPROVED'),
    body: 'Dein Bestätigungscode lautet *{{1}}*. Gib diesen Code aus Sicherheitsgründen nicht weiter.',
    example: ['551907'],
    buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Code kopieren' }],
  },
  {
    ...spec('login_code', 'AUTHENTICATION', 'fr', 'PENDING'),
    body: 'Votre code de vérification est *{{1}}*. Pour votre sécurité, ne le partagez avec personne.',
    example: ['208466'],
    footer: 'Ce code expire dans 5 minutes.',
    buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copier le code' }],
  },
  {
    ...spec('login_code', 'AUTHENTICATION', 'id', 'IN_APPEAL'),
    body: 'Kode verifikasi Anda {{1}}. Klik link ini untuk masuk: https://northwind-retail.example/login',
    example: ['774120'],
  },
  {
    ...spec('login_code', 'AUTHENTICATION', 'ar', 'APPROVED'),
    body: '*{{1}}* هو رمز التحقق الخاص بك. للحفاظ على أمانك، لا تشارك هذا الرمز.',
    example: ['649302'],
    buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'نسخ الرمز' }],
  },
  {
    ...spec('password_reset_code', 'AUTHENTICATION', 'en_GB', 'APPROVED'),
    body: '*{{1}}* is your verification code.',
    example: ['118374'],
    footer: 'This code expires in 15 minutes.',
    buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }],
  },
  // ── Marketing: every one offers an opt-out ──────────────────────────────
  {
    ...spec('winter_collection_launch', 'MARKETING', 'en_GB', 'APPROVED'),
    body: 'The Winter 2026 collection has landed, {{1}}. Wool coats, alpine knits and the return of the Fjell parka.',
    example: ['Sophie'],
    afterBody: [
      {
        type: 'CAROUSEL',
        cards: [
          {
            components: [
              { type: 'HEADER', format: 'IMAGE', example: { header_handle: [`${MEDIA}/fjell-parka.jpg`] } },
              { type: 'BODY', text: 'The Fjell parka: recycled down, rated to -20 °C.' },
              { type: 'BUTTONS', buttons: [url('Shop parkas', `${SHOP}/winter-2026/parkas`)] },
            ],
          },
          {
            components: [
              { type: 'HEADER', format: 'IMAGE', example: { header_handle: [`${MEDIA}/alpine-knits.jpg`] } },
              { type: 'BODY', text: 'Alpine knits in merino and yak wool.' },
              { type: 'BUTTONS', buttons: [url('Shop knits', `${SHOP}/winter-2026/knits`)] },
            ],
          },
        ],
      },
    ],
    footer: STOP_EN,
    buttons: [url('Shop the collection', `${SHOP}/winter-2026`)],
  },
  {
    ...spec('back_in_stock_alert', 'MARKETING', 'en_GB', 'APPROVED'),
    header: { format: 'IMAGE', url: `${MEDIA}/alpine-parka.jpg` },
    body: 'Good news, {{1}}: the {{2}} is back in stock in size {{3}}. Last time it sold out in two days.',
    example: ['Jack', 'Alpine parka', 'M'],
    footer: STOP_EN,
    buttons: [url('Buy now', `${SHOP}/p/{{1}}`, 'alpine-parka'), reply(STOP_PROMOS)],
  },
  {
    ...spec('abandoned_cart_reminder', 'MARKETING', 'en_GB', 'APPROVED'),
    body: 'Still thinking it over, {{1}}? The {{2}} in your basket are waiting, and delivery is free until midnight.',
    example: ['Emily', '3 items'],
    buttons: [url('Back to basket', `${SHOP}/basket`), reply(STOP_PROMOS)],
  },
  {
    ...spec('abandoned_cart_reminder', 'MARKETING', 'de', 'PENDING_DELETION'),
    body: 'Hallo {{1}}, Ihr Warenkorb wartet noch auf Sie: {{2}}. Versandkostenfrei bis Mitternacht.',
    example: ['Felix', 'Strickpullover Merino'],
    footer: 'Antworten Sie mit STOP, um sich abzumelden',
    buttons: [url('Zum Warenkorb', `${SHOP}/de/warenkorb`)],
  },
  {
    ...spec('black_friday_early_access', 'MARKETING', 'en_GB', 'APPROVED'),
    header: { format: 'IMAGE', url: `${MEDIA}/black-friday-2026.jpg` },
    body: "Hi {{1}}, you're on the list! Black Friday starts early for members: up to {{2}} off from {{3}} onwards.",
    example: ['Olivia', '50%', 'Wednesday 25 November, 8pm'],
    footer: STOP_EN,
    buttons: [url('Shop early access', `${SHOP}/black-friday`), reply(STOP_PROMOS)],
  },
  {
    ...spec('black_friday_reminder', 'MARKETING', 'en_GB', 'PENDING'),
    header: { text: '{{1}} hours to go', example: ['24'] },
    body: 'Black Friday early access opens tomorrow at {{1}}, {{2}}. Your wishlist items are included.',
    example: ['8pm', 'Olivia'],
    footer: STOP_EN,
  },
  {
    ...spec('rebajas_de_invierno', 'MARKETING', 'es_ES', 'APPROVED'),
    header: { format: 'IMAGE', url: `${MEDIA}/rebajas-invierno.jpg` },
    body: '¡Hola {{1}}! Empiezan las rebajas de invierno: hasta un {{2}} de descuento en abrigos y punto.',
    example: ['Javier', '40 %'],
    footer: 'Responde STOP para darte de baja',
    buttons: [url('Ver ofertas', `${SHOP}/es/rebajas`)],
  },
  {
    ...spec('esquenta_black_friday', 'MARKETING', 'pt_BR', 'APPROVED'),
    beforeBody: [
      { type: 'LIMITED_TIME_OFFER', limited_time_offer: { text: 'Oferta por tempo limitado', has_expiration: true } },
    ],
    body: 'Oi {{1}}! O esquenta Black Friday começou: {{2}} de desconto com o cupom {{3}}. Aproveite!',
    example: ['Beatriz', '30%', 'ESQUENTA30'],
    footer: 'Responda STOP para não receber promoções',
    buttons: [
      url('Aproveitar', `${SHOP}/br/black-friday`),
      { type: 'COPY_CODE', text: 'Copiar código', example: ['ESQUENTA30'] },
    ],
  },
  {
    ...spec('soldes_d_hiver', 'MARKETING', 'fr', 'PENDING'),
    header: { format: 'IMAGE', url: `${MEDIA}/soldes-hiver.jpg` },
    body: 'Bonjour {{1}}, les soldes d’hiver commencent : jusqu’à {{2}} sur une sélection de manteaux.',
    example: ['Léa', '-50 %'],
    footer: 'Répondez STOP pour vous désabonner',
  },
  {
    ...spec('saldi_invernali', 'MARKETING', 'it', 'APPROVED'),
    body: 'Ciao {{1}}, i saldi invernali sono iniziati: fino al {{2}} di sconto online e in negozio.',
    example: ['Giulia', '40%'],
    footer: 'Rispondi STOP per annullare l’iscrizione',
    buttons: [url('Scopri i saldi', `${SHOP}/it/saldi`)],
  },
  {
    ...spec('promo_harbolnas_12_12', 'MARKETING', 'id', 'DISABLED'),
    body: 'Halo {{1}}! Promo Harbolnas 12.12: diskon hingga {{2}} dan gratis ongkir untuk semua pesanan.',
    example: ['Putri', '60%'],
    footer: 'Balas STOP untuk berhenti berlangganan',
  },
  {
    ...spec('white_friday_offer', 'MARKETING', 'ar', 'PAUSED'),
    header: { format: 'IMAGE', url: `${MEDIA}/white-friday.jpg` },
    body: 'مرحبًا {{1}}! عروض الجمعة البيضاء بدأت: خصم يصل إلى {{2}} على تشكيلة الشتاء.',
    example: ['ليلى', '50%'],
    footer: 'أرسل STOP لإلغاء الاشتراك',
  },
  {
    ...spec('loyalty_double_points', 'MARKETING', 'en_GB', 'PENDING'),
    body: 'Double points weekend, {{1}}! Every purchase until Sunday earns 2× points. You have {{2}} points today.',
    example: ['Thomas', '1,280'],
    footer: STOP_EN,
  },
  {
    ...spec('birthday_voucher', 'MARKETING', 'en_GB', 'APPROVED'),
    header: { text: 'Happy birthday, {{1}}!', example: ['Amelia'] },
    body: "To celebrate, here's {{1}} off your next order with code {{2}}. Valid until {{3}}. Enjoy!",
    example: ['£10', 'BDAY-7KQ2', '31 December'],
    footer: STOP_EN,
    buttons: [url('Treat yourself', `${SHOP}/?code={{1}}`, 'BDAY-7KQ2')],
  },
  {
    ...spec('referral_invite', 'MARKETING', 'en_US', 'REJECTED'),
    body: 'Hi {{1}}, give $15 and get $15! Share your invite link tinyurl.com/nw-friends-15 with your friends today.',
    example: ['Emma'],
    footer: 'Reply STOP to opt out',
  },
  {
    ...spec('new_store_berlin_mitte', 'MARKETING', 'de', 'PENDING'),
    header: { format: 'IMAGE', url: `${MEDIA}/berlin-mitte.jpg` },
    body: 'Wir eröffnen am {{1}} in Berlin-Mitte! Die ersten 200 Besucher erhalten eine Tote Bag.',
    example: ['5. Dezember'],
    footer: 'Antworten Sie mit STOP, um sich abzumelden',
    buttons: [url('Route planen', `${SHOP}/de/stores/berlin-mitte`), reply(STOP_PROMOS)],
  },
  {
    ...spec('winback_20_percent', 'MARKETING', 'en_GB', 'REJECTED'),
    body: 'We miss you, {{1}}! Come back for 20% off everything. Limited time only!!!',
    example: ['George'],
    buttons: [url('Shop now', SHOP), reply(STOP_PROMOS)],
  },
  {
    ...spec('christmas_gift_guide', 'MARKETING', 'en_GB', 'APPROVED'),
    header: { format: 'DOCUMENT', url: `${MEDIA}/gift-guide-2026.pdf` },
    body: 'Stuck for ideas, {{1}}? Our 2026 gift guide has 120 presents under £50. Order by {{2}} for Christmas delivery.',
    example: ['Isla', '18 December'],
    footer: STOP_EN,
    buttons: [url('Browse gifts', `${SHOP}/gifts`), reply(STOP_PROMOS)],
  },
  {
    ...spec('flash_sale_24h', 'MARKETING', 'en_US', 'APPROVED'),
    header: { text: 'Flash sale: {{1}} only', example: ['24 hours'] },
    body: 'Hi {{1}}, everything in outerwear is {{2}} off until midnight. No code needed.',
    example: ['Ava', '30%'],
    footer: STOP_EN,
    buttons: [url('Shop outerwear', `${SHOP}/us/outerwear`)],
  },
]
