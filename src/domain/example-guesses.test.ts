import { describe, expect, it } from 'vitest'
import { guessExamples, guessLinkExample } from './example-guesses'

/** Real-looking bodies, in the demo seed's languages, with the example each variable should get. */
const bodies: [language: string, body: string, examples: string[]][] = [
  // Orders and payments
  [
    'en_GB',
    "Hi {{1}}, thanks for your order {{2}}. We'll message you as soon as it ships. Total paid: {{3}}. Thank you!",
    ['Olivia', '#48213', '£24.90'],
  ],
  [
    'en_GB',
    'Hi {{1}}, your VAT invoice {{2}} for {{3}} is attached. Keep it for your records.',
    ['Olivia', 'INV-2026-0418', '£24.90'],
  ],
  ['en_GB', 'Dear {{1}}, your payment of {{2}} was received. Reference: {{3}}.', ['Olivia', '£24.90', 'REF-20431']],
  ['en_US', 'Your total is ${{1}}. Pay by {{2}} to keep your booking {{3}}.', ['24.90', 'March 12', 'REF-20431']],
  ['en_US', 'Your balance is {{1}} USD. Please top it up this week.', ['24.90']],
  ['es_ES', 'Hola {{1}}, hemos procesado tu reembolso de {{2}} del pedido {{3}}.', ['Lucía', '24,90 €', '#48213']],
  ['es_ES', 'Hola {{1}}, tu factura de {{2}} vence el {{3}}.', ['Lucía', 'INV-2026-0418', '12 de marzo']],
  ['pt_BR', 'Olá {{1}}, seu pedido {{2}} no valor de R$ {{3}} foi aprovado.', ['Ana', '#48213', '24,90']],
  [
    'pt_BR',
    'Olá {{1}}, confirme o endereço de entrega do pedido {{2}}: {{3}}. Está correto?',
    ['Ana', '#48213', 'Rua Augusta 1500, São Paulo'],
  ],
  ['de', 'Hallo {{1}}, Ihre Bestellung {{2}} über {{3}} € ist bestätigt.', ['Lena', '#48213', '24,90']],
  ['fr', 'Bonjour {{1}}, choisissez votre créneau de livraison pour la commande {{2}}.', ['Camille', '#48213']],
  // Deliveries
  [
    'en_GB',
    'Good news, {{1}}! Your order {{2}} is on its way with {{3}}. Expected delivery: {{4}}. Track it below.',
    ['Olivia', '#48213', 'DHL', '12 March'],
  ],
  [
    'en_GB',
    'Sorry {{1}}, your order {{2}} is running late. New delivery estimate: {{3}}. We have refunded your delivery fee.',
    ['Olivia', '#48213', '12 March'],
  ],
  [
    'en_US',
    'Hello {{1}}, your parcel with tracking number {{2}} will arrive by {{3}}.',
    ['Emily', '1Z 999 AA1 0123 4567 84', 'March 12'],
  ],
  [
    'en_GB',
    'Hi {{1}}, your order {{2}} is ready to collect at {{3}}. Bring this message and photo ID.',
    ['Olivia', '#48213', 'Oxford Street'],
  ],
  [
    'de',
    'Hallo {{1}}, Ihr Retourenschein für die Bestellung {{2}} ist angehängt. Bitte geben Sie das Paket bis zum {{3}} ab.',
    ['Lena', '#48213', '12. März'],
  ],
  [
    'de',
    'Hallo {{1}}, Ihre Sendungsnummer lautet {{2}}. Zustellung am {{3}}.',
    ['Lena', '1Z 999 AA1 0123 4567 84', '12. März'],
  ],
  [
    'fr',
    'Bonjour {{1}}, votre commande {{2}} sera livrée le {{3}} entre {{4}} et {{5}}.',
    ['Camille', '#48213', '12 mars', '10h30', '15h00'],
  ],
  // Appointments
  [
    'en_US',
    'Hi {{1}}, your appointment at our {{2}} store is confirmed for {{3}} at {{4}}.',
    ['Emily', 'Union Square', 'March 12', '10:30 AM'],
  ],
  [
    'en_US',
    'Your tracking number is {{1}}. Your appointment is on {{2}} at {{3}}.',
    ['1Z 999 AA1 0123 4567 84', 'March 12', '10:30 AM'],
  ],
  ['pt_BR', 'Olá {{1}}, sua consulta está marcada para {{2}} às {{3}}.', ['Ana', '12 de março', '10:30']],
  ['es', 'Tu cita es el {{1}} a las {{2}}. Importe: {{3}} EUR', ['12 de marzo', '10:30', '24,90']],
  [
    'fr',
    'Bonjour {{1}}, petit rappel : votre rendez-vous dans notre boutique {{2}} est prévu le {{3}}. À bientôt !',
    ['Camille', 'Rivoli', '12 mars'],
  ],
  [
    'it',
    'Ciao {{1}}, il tuo abbonamento {{2}} si rinnova automaticamente il {{3}}.',
    ['Giulia', 'Premium', '12 marzo'],
  ],
  // Codes
  ['en_GB', 'Your verification code is {{1}}. For your security, do not share this code.', ['482913']],
  ['en_US', '{{1}} is your verification code. It expires in {{2}} minutes.', ['482913', '10']],
  ['en_GB', 'Use {{1}} to reset your Northwind password. This code expires in {{2}} minutes.', ['482913', '10']],
  ['es_ES', 'Tu código de verificación es {{1}}. Por tu seguridad, no lo compartas.', ['482913']],
  ['de', 'Ihr Bestätigungscode lautet {{1}}. Geben Sie diesen Code an niemanden weiter.', ['482913']],
  ['fr', 'Votre code de vérification est {{1}}. Pour votre sécurité, ne le partagez pas.', ['482913']],
  // Promotions and loyalty
  [
    'en_GB',
    "To celebrate, here's {{1}} off your next order with code {{2}}. Valid until {{3}}. Enjoy!",
    ['20%', 'SAVE20', '12 March'],
  ],
  [
    'pt_BR',
    'Oi {{1}}! O esquenta Black Friday começou: {{2}} de desconto com o cupom {{3}}. Aproveite!',
    ['Ana', '20%', 'DESCONTO20'],
  ],
  ['es_ES', '¡Hola {{1}}! Empiezan las rebajas de invierno: hasta un {{2}} de descuento en abrigos.', ['Lucía', '20%']],
  [
    'fr',
    'Bonjour {{1}}, les soldes d’hiver commencent : jusqu’à {{2}} sur une sélection de manteaux.',
    ['Camille', '20 %'],
  ],
  [
    'fr',
    'Bonjour {{1}}, votre code de réduction {{2}} vous offre {{3}} % sur la collection.',
    ['Camille', 'HIVER20', '20'],
  ],
  [
    'en_GB',
    "Hi {{1}}, you're on the list! Black Friday starts early for members: up to {{2}} off from {{3}} onwards.",
    ['Olivia', '20%', '12 March'],
  ],
  [
    'en_US',
    'Black Friday early access opens tomorrow at {{1}}, {{2}}. Your wishlist items are included.',
    ['10:30 AM', 'Emily'],
  ],
  ['en_GB', 'Good news, {{1}}: the {{2}} is back in stock in size {{3}}.', ['Olivia', 'Fjell parka', 'M']],
  [
    'de',
    'Hallo {{1}}, Ihr Warenkorb wartet noch auf Sie: {{2}}. Versandkostenfrei bis Mitternacht.',
    ['Lena', 'Wollmantel'],
  ],
  [
    'de',
    'Hallo {{1}}, Ihr Punktestand am {{2}}: {{3}} Punkte. Punkte verfallen nach 24 Monaten.',
    ['Lena', '12. März', '850'],
  ],
  ['en_US', 'Hi {{1}}, you have {{2}} points. Spend them before {{3}}.', ['Emily', '850', 'March 12']],
  ['en_GB', 'Give a friend a discount! Share your link {{1}} with friends.', ['example.com/invite/olivia']],
  ['de', 'Wir eröffnen am {{1}} in Berlin-Mitte! Die ersten 200 Besucher erhalten eine Tote Bag.', ['12. März']],
  [
    'en_GB',
    'Hi {{1}}, follow your parcel here: https://track.northwind.example/parcels/{{2}}',
    ['Olivia', '1Z999AA10123456784'],
  ],
  // Surveys and support
  ['en_GB', 'How did we do, {{1}}? Rate your chat about ticket {{2}} below.', ['Olivia', '#10482']],
  ['en_GB', 'Hi {{1}}, how was your visit to our {{2}} branch? Reply 1-5 to rate us.', ['Olivia', 'Oxford Street']],
  [
    'en_US',
    'Thanks for registering your {{1}}, {{2}}. Your warranty is active until {{3}}.',
    ['Fjell parka', 'Emily', 'March 12'],
  ],
  // Other languages, and no clue at all
  ['id', 'Halo {{1}}, pesanan {{2}} siap diambil. Tunjukkan kode {{3}} di kasir.', ['Siti', '#48213', '482913']],
  [
    'ar',
    'مرحبًا {{1}}، تم إلغاء طلبك {{2}}. سيُعاد المبلغ إلى وسيلة الدفع خلال {{3}} أيام عمل.',
    ['Maria', '#48213', '3'],
  ],
  ['it', 'Ciao {{1}}, ecco {{2}}.', ['Giulia', 'esempio']],
]

describe('guessExamples', () => {
  it.each(bodies)('%s: %s', (language, body, examples) => {
    expect(guessExamples(body, language)).toEqual(examples)
  })

  it('gives a second name, date or order its own value, and a repeated variable one guess', () => {
    expect(
      guessExamples('Hi {{1}} and {{2}}, orders {{3}} and {{4}} arrive on {{5}} and {{6}}. Bye {{1}}.', 'en_GB'),
    ).toEqual(['Olivia', 'James', '#48213', '#48214', '12 March', '19 March'])
  })

  it('leaves numbers the text skips empty, takes English for other languages, and is the same every time', () => {
    expect(guessExamples('Hi {{1}}, see you on {{3}}.', 'nl')).toEqual(['Maria', '', '12 March'])
    expect(guessExamples('No variables here.')).toEqual([])
    const body = 'Hola {{1}}, tu pedido {{2}} llega el {{3}}.'
    expect(guessExamples(body, 'es_MX')).toEqual(guessExamples(body, 'es_MX'))
  })
})

describe('guessLinkExample', () => {
  it.each([
    ['https://shop.northwind-retail.example/orders/{{1}}', '48213'],
    ['https://track.northwind-retail.example/{{1}}', '1Z999AA10123456784'],
    ['https://shop.example/stores/{{1}}', 'oxford-street'],
    ['https://shop.example/checkout?ref={{1}}', 'REF-20431'],
    ['https://shop.example/{{1}}', 'welcome'],
  ])('%s gives %s', (url, example) => {
    expect(guessLinkExample(url, 'en_GB')).toBe(example)
  })

  it('gives nothing for a link without a variable', () => {
    expect(guessLinkExample('https://shop.example/help')).toBe('')
  })
})
