import { describe, expect, it } from 'vitest'
import { sensitiveRequest, utilityPromotional } from './content-rules'
import { makeDraft, quickReply } from './rule-fixtures'

const utility = (body: string) => makeDraft({ category: 'UTILITY', body })

describe('utility-promotional', () => {
  it('fails promotional wording in a Utility template, naming the words, with the Marketing fix', () => {
    // Rejected as Utility: a survey that pays with a discount.
    const result = utilityPromotional(
      utility(
        'How did we do, {{1}}? Rate your chat about ticket {{2}} and get 15% off your next order with promo code THANKS15.',
      ),
    )
    expect(result).toEqual({
      id: 'utility-promotional',
      status: 'fail',
      field: 'body',
      label: 'A Utility template has no sales or promotional wording',
      detail:
        'Take out “15% off” and “promo code”, or make it a Marketing template: WhatsApp moves a Utility template with promotional wording to Marketing, or rejects it.',
      fix: { kind: 'set-category', category: 'MARKETING' },
    })
  })

  it('finds the usual words, in buttons too, and in the demo’s other languages', () => {
    const words = (text: string) => utilityPromotional(utility(text)).detail
    expect(
      words('Your order {{1}} shipped. Shop now: our winter sale ends soon, limited time deals, buy now!'),
    ).toMatch(/“Shop now”, “sale”, “limited time” and 2 more/)
    expect(words('Save 20% on your next order, {{1}}. Use coupon WELCOME.')).toMatch(/“Save 20%” and “coupon”/)
    expect(words('Hola {{1}}, tu pedido {{2}} ha salido. ¡Aprovecha un 10% de descuento!')).toMatch(/“descuento”/)
    expect(words('Hallo {{1}}, Ihre Bestellung {{2}} ist unterwegs. 10 % Rabatt auf alles!')).toMatch(/“Rabatt”/)
    const button = makeDraft({ category: 'UTILITY', buttons: [quickReply('Get my discount')] })
    expect(utilityPromotional(button).status).toBe('fail')
  })

  it('passes a plain update, and words that only contain a promotional one', () => {
    // Approved Utility templates of the demo.
    for (const text of [
      "Sorry {{1}}, your order {{2}} is running late. New delivery estimate: {{3}}. We've refunded your delivery fee.",
      'Hi {{1}}, your wholesale account {{2}} is ready. Our team will deal with any questions about the invoice.',
      'Hi {{1}}, we can offer you a new delivery slot for order {{2}}: reply to choose one.',
      'Hi {{1}}, your salesperson {{2}} will call you tomorrow about your kitchen order.',
    ])
      expect(utilityPromotional(utility(text)).status, text).toBe('pass')
  })

  it('is skipped outside Utility', () => {
    expect(utilityPromotional(makeDraft({ category: 'MARKETING', body: '50% off today only!' })).status).toBe('skip')
  })
})

describe('sensitive-request', () => {
  const check = (body: string, category: 'UTILITY' | 'AUTHENTICATION' | 'MARKETING' = 'UTILITY') =>
    sensitiveRequest(makeDraft({ category, body }))

  it('fails a request for a card number, naming it, with no fix', () => {
    // Rejected: a "prize draw" that collects card numbers over chat.
    const result = check(
      'How was your experience with {{1}} today? To enter our £500 prize draw, reply with your full card number and expiry date.',
      'MARKETING',
    )
    expect(result).toMatchObject({ id: 'sensitive-request', status: 'fail', field: 'body' })
    expect(result.detail).toBe(
      'Do not ask people to send “full card number”: WhatsApp rejects templates that ask for full card numbers, PINs, passwords, one-time codes or government ID numbers. Link to a secure page on your own site instead.',
    )
    expect(result.fix).toBeUndefined()
  })

  it.each([
    'Hi {{1}}, to confirm your order {{2}}, please send us the CVV on the back of your card.',
    'Your account {{1}} is locked. Reply with your PIN to unlock it today.',
    'Hi {{1}}, we need to verify you. Please share your password with our agent {{2}}.',
    'Hi {{1}}, reply with the code we sent you by SMS to finish signing in to {{2}}.',
    'To complete your loan application {{1}}, send us your social security number and a photo of your passport.',
    'Hola {{1}}, para confirmar tu pedido {{2}} envíanos el número de tu tarjeta.',
    'Olá {{1}}, responda com a sua senha para confirmar o pedido {{2}}.',
    'Bonjour {{1}}, envoyez-nous votre numéro de carte pour valider la commande {{2}}.',
    'Hallo {{1}}, bitte senden Sie uns Ihre Kartennummer für die Bestellung {{2}}.',
  ])('fails: %s', (body) => {
    expect(check(body).status).toBe('fail')
  })

  it.each([
    ['Your verification code is {{1}}. For your security, do not share this code.', 'AUTHENTICATION'],
    ['Your Northwind verification code is {{1}}. Never share it, not even with our staff.', 'AUTHENTICATION'],
    ['Use {{1}} to reset your Northwind password. This code expires in {{2}} minutes.', 'AUTHENTICATION'],
    ['Ihr Bestätigungscode lautet {{1}}. Geben Sie diesen Code an niemanden weiter.', 'AUTHENTICATION'],
    ['Votre code de vérification est {{1}}. Ne partagez jamais votre code de vérification.', 'AUTHENTICATION'],
    ["Hi {{1}}, we couldn't take payment for order {{2}}. Please update your card within 48 hours.", 'UTILITY'],
    ['Hi {{1}}, your order number is {{2}}. Reply with your order number if you have a question.', 'UTILITY'],
    ['Hi {{1}}, to find your payment {{2}}, reply with the last 4 digits of your card number.', 'UTILITY'],
    ['Hi {{1}}, bring photo ID to collect order {{2}}. We never ask for your PIN or password.', 'UTILITY'],
  ] as const)('passes: %s', (body, category) => {
    expect(check(body, category).status).toBe('pass')
  })
})
