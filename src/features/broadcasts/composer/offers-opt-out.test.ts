import { describe, expect, it } from 'vitest'
import type { Template, TemplateComponent } from '@/api/templates'
import { offersOptOut } from './offers-opt-out'

const marketing = (...components: TemplateComponent[]) =>
  ({ template: { name: 'spring_sale', language: 'en_GB', category: 'MARKETING', components } }) as unknown as Template

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
})
