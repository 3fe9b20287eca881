import { describe, expect, it } from 'vitest'
import type { TemplateComponent } from '@/api/templates'
import { authenticationComponents } from '@/domain/authentication-template'
import { authenticationShape } from './authentication-rule'
import { checkTemplate } from './check-template'
import { makeDraft, quickReply, website } from './rule-fixtures'
import type { TemplateDraft } from './rule-types'
import { variableAtEdge } from './variable-placement-rules'

const auth = (components: TemplateComponent[], language = 'en_US'): TemplateDraft => ({
  name: 'login_code',
  category: 'AUTHENTICATION',
  language,
  components,
})
const shape = (language = 'en_US', expiryMinutes: number | undefined = 10) =>
  authenticationComponents({ language, securityNotice: true, expiryMinutes, buttonText: 'Copy code' })

const PREFIX =
  'Use the authentication layout: WhatsApp allows an authentication template only its fixed code message, an optional security notice and expiry line, and one copy-code button, and this one has'

describe('authentication-shape', () => {
  it('fails a rejected-style code message with free text and a login link', () => {
    const result = authenticationShape(
      makeDraft({
        category: 'AUTHENTICATION',
        language: 'id',
        body: 'Kode verifikasi Anda {{1}}. Klik link ini untuk masuk: https://northwind-retail.example/login',
      }),
    )
    expect(result).toMatchObject({
      id: 'authentication-shape',
      status: 'fail',
      field: 'body',
      fix: { kind: 'use-authentication-shape' },
    })
    expect(result.detail).toBe(`${PREFIX} a link, text of its own and no copy-code button.`)
  })

  it('fails a media header, a brand footer and a website button around the fixed message', () => {
    const [body] = shape()
    const result = authenticationShape(
      auth([
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://cdn.example/logo.png'] } },
        body as TemplateComponent,
        { type: 'FOOTER', text: 'Northwind Retail' },
        { type: 'BUTTONS', buttons: [website('Log in', 'https://northwind-retail.example/login')] },
      ]),
    )
    expect(result.detail).toBe(
      `${PREFIX} an image header, a link, a footer other than the expiry line and buttons other than one copy-code button.`,
    )
  })

  it('fails an approved-looking password reset with its own wording, and two buttons', () => {
    const result = authenticationShape(
      makeDraft({
        category: 'AUTHENTICATION',
        body: 'Use {{1}} to reset your Northwind password. This code expires in {{2}} minutes.',
        buttons: [quickReply('Copy code'), quickReply('Not me')],
      }),
    )
    expect(result.detail).toBe(`${PREFIX} text of its own and buttons other than one copy-code button.`)
  })

  it('passes WhatsApp’s shape in each language, with or without the notice and expiry, and Meta’s or the written button', () => {
    for (const language of ['en_US', 'es_ES', 'pt_BR', 'fr', 'de']) {
      expect(authenticationShape(auth(shape(language), language)).status).toBe('pass')
      expect(authenticationShape(auth(shape(language, undefined), language)).status).toBe('pass')
    }
    const written = auth(
      [
        { type: 'BODY', text: 'Seu código de verificação é *{{1}}*.', example: { body_text: [['482913']] } },
        { type: 'BUTTONS', buttons: [quickReply('Copiar código')] },
      ],
      'pt_BR',
    )
    expect(authenticationShape(written).status).toBe('pass')
  })

  it('is skipped for utility and marketing templates', () => {
    expect(authenticationShape(makeDraft({ category: 'UTILITY' })).status).toBe('skip')
    expect(authenticationShape(makeDraft({ category: 'MARKETING' })).status).toBe('skip')
  })
})

describe('the body rules on an authentication template', () => {
  it('leave WhatsApp’s own wording, which starts or ends with the code, to this rule', () => {
    const draft = auth(
      shape('fr', undefined).map((c) =>
        c.type === 'BODY' ? { ...c, text: 'Votre code de vérification est *{{1}}*.' } : c,
      ),
      'fr',
    )
    expect(variableAtEdge(draft).status).toBe('fail')
    const results = checkTemplate(draft, {
      otherBodies: [{ name: 'twin', body: draft.components[0]?.text ?? '', language: 'fr' }],
    })
    expect(results.filter((result) => result.status === 'fail' || result.status === 'warn')).toEqual([])
  })
})
