import { describe, expect, it } from 'vitest'
import type { TemplateComponent } from '@/api/templates'
import {
  authenticationComponents,
  authenticationPartsOf,
  codeMessage,
  expiryLine,
  expiryMinutesOf,
  isAuthenticationShape,
} from './authentication-template'

const parts = { language: 'en_US', securityNotice: true, expiryMinutes: 10, buttonText: 'Copy code' }

describe('authenticationComponents', () => {
  it('builds the code message, notice, expiry footer and copy-code button', () => {
    expect(authenticationComponents(parts)).toEqual([
      {
        type: 'BODY',
        text: '*{{1}}* is your verification code. For your security, do not share this code.',
        example: { body_text: [['123456']] },
      },
      { type: 'FOOTER', text: 'This code expires in 10 minutes.' },
      { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }] },
    ])
  })

  it('leaves out the notice and the footer when not asked for, or when the expiry is out of range', () => {
    const bare = authenticationComponents({ ...parts, securityNotice: false, expiryMinutes: undefined })
    expect(bare.map((c) => c.type)).toEqual(['BODY', 'BUTTONS'])
    expect(bare[0]?.text).toBe('*{{1}}* is your verification code.')
    expect(authenticationComponents({ ...parts, expiryMinutes: 91 }).some((c) => c.type === 'FOOTER')).toBe(false)
    expect(authenticationComponents({ ...parts, expiryMinutes: 0 }).some((c) => c.type === 'FOOTER')).toBe(false)
  })

  it('words the message per language by its base, with English for the rest', () => {
    expect(codeMessage('es_ES')).toBe('*{{1}}* es tu código de verificación.')
    expect(codeMessage('pt_BR')).toBe('Seu código de verificação é *{{1}}*.')
    expect(codeMessage('fr')).toBe('Votre code de vérification est *{{1}}*.')
    expect(codeMessage('de')).toBe('Dein Bestätigungscode lautet *{{1}}*.')
    expect(codeMessage('ja')).toBe(codeMessage('en_GB'))
    expect(expiryLine('en', 1)).toBe('This code expires in 1 minute.')
    expect(expiryLine('de', 5)).toBe('Dieser Code läuft in 5 Minuten ab.')
  })
})

describe('isAuthenticationShape', () => {
  it('recognises the shape it builds, in each language, with Meta’s button or the quick reply written for it', () => {
    for (const language of ['en_US', 'es_ES', 'pt_BR', 'fr', 'de', 'ar']) {
      expect(isAuthenticationShape(authenticationComponents({ ...parts, language }), language)).toBe(true)
    }
    const written: TemplateComponent[] = [
      { type: 'BODY', text: '*{{1}}* is your verification code.' },
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Copy code' }] },
    ]
    expect(authenticationPartsOf(written, 'en_US')).toEqual({
      language: 'en_US',
      securityNotice: false,
      buttonText: 'Copy code',
    })
  })

  it('refuses text of its own, another language’s message, a header, another footer or other buttons', () => {
    const shape = authenticationComponents(parts)
    const [body, footer, buttons] = shape as [TemplateComponent, TemplateComponent, TemplateComponent]
    expect(isAuthenticationShape(shape, 'fr')).toBe(false)
    expect(
      isAuthenticationShape([{ ...body, text: 'Your Northwind verification code is {{1}}.' }, buttons], 'en_US'),
    ).toBe(false)
    expect(isAuthenticationShape([{ type: 'HEADER', format: 'IMAGE' }, ...shape], 'en_US')).toBe(false)
    expect(isAuthenticationShape([body, { ...footer, text: 'Northwind Retail' }, buttons], 'en_US')).toBe(false)
    expect(isAuthenticationShape([body, footer], 'en_US')).toBe(false)
    expect(
      isAuthenticationShape(
        [body, { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Log in', url: 'https://northwind.example' }] }],
        'en_US',
      ),
    ).toBe(false)
    expect(
      isAuthenticationShape(
        [
          body,
          {
            type: 'BUTTONS',
            buttons: [
              { type: 'OTP', text: 'Copy code' },
              { type: 'QUICK_REPLY', text: 'Not me' },
            ],
          },
        ],
        'en_US',
      ),
    ).toBe(false)
  })

  it('reads the expiry minutes back only from the exact line', () => {
    expect(expiryMinutesOf('This code expires in 15 minutes.', 'en_GB')).toBe(15)
    expect(expiryMinutesOf('Este código caduca en 10 minutos.', 'es_ES')).toBe(10)
    expect(expiryMinutesOf('This code expires in 120 minutes.', 'en')).toBeUndefined()
    expect(expiryMinutesOf('Valid for 10 minutes.', 'en')).toBeUndefined()
  })
})
