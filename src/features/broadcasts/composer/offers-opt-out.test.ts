import { describe, expect, it } from 'vitest'
import type { Template, TemplateComponent } from '@/api/templates'
import { offersOptOut } from './offers-opt-out'

const inLanguage =
  (language: string) =>
  (...components: TemplateComponent[]) =>
    ({ template: { name: 'spring_sale', language, category: 'MARKETING', components } }) as unknown as Template
const marketing = inLanguage('en_GB')

describe('a marketing template’s way out', () => {
  it('is a STOP or unsubscribe line in the footer or the body, or a quick reply to stop', () => {
    expect(
      offersOptOut(marketing({ type: 'BODY', text: 'Sale!' }, { type: 'FOOTER', text: 'Reply STOP to opt out' })),
    ).toBe(true)
    expect(offersOptOut(marketing({ type: 'BODY', text: 'Sale! To unsubscribe, reply here.' }))).toBe(true)
    expect(
      offersOptOut(
        marketing(
          { type: 'BODY', text: 'Sale!' },
          { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Stop promotions' }] },
        ),
      ),
    ).toBe(true)
  })

  it('is missing when neither says how to stop', () => {
    expect(
      offersOptOut(marketing({ type: 'BODY', text: 'Big savings all week' }, { type: 'FOOTER', text: 'Northwind' })),
    ).toBe(false)
  })

  it('is also a line or a quick reply in the template’s own language', () => {
    const spanish = inLanguage('es_MX')
    expect(
      offersOptOut(
        spanish({ type: 'BODY', text: '¡Rebajas!' }, { type: 'FOOTER', text: 'Responde BAJA para darte de baja' }),
      ),
    ).toBe(true)
    expect(offersOptOut(spanish({ type: 'BODY', text: '¡Rebajas! Si no quieres más, responde BAJA.' }))).toBe(true)
    expect(
      offersOptOut(
        inLanguage('pt_BR')(
          { type: 'BODY', text: 'Promoção!' },
          { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Sair' }] },
        ),
      ),
    ).toBe(true)
    expect(offersOptOut(marketing({ type: 'BODY', text: 'Sale!' }, { type: 'FOOTER', text: 'Responde BAJA' }))).toBe(
      false,
    )
  })
})
