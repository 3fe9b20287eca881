import { describe, expect, it } from 'vitest'
import { applyFix } from './apply-fix'
import { emptyButton, emptyTemplateForm, type ButtonForm, type TemplateForm } from './template-form'

const form = (changes: Partial<TemplateForm>): TemplateForm => ({ ...emptyTemplateForm(), ...changes })
const button = (type: ButtonForm['type'], text: string): ButtonForm => ({ ...emptyButton(type), text })
const optOutReply = button('QUICK_REPLY', 'Stop promotions')
const optOut = { kind: 'add-opt-out-footer' } as const

describe('applyFix: the opt-out', () => {
  it('puts the opt-out line in an empty footer', () => {
    expect(applyFix(form({}), optOut)).toEqual({
      changes: { footer: 'Reply STOP to unsubscribe' },
      summary: 'Added the opt-out line to the footer.',
      field: 'footer',
    })
  })

  it('keeps what the user wrote in the footer, adding the opt-out line after it when both fit in 60 characters', () => {
    expect(applyFix(form({ footer: 'Northwind' }), optOut)?.changes).toEqual({
      footer: 'Northwind · Reply STOP to unsubscribe',
    })
    const longest = 'x'.repeat(32)
    expect(applyFix(form({ footer: longest }), optOut)?.changes).toEqual({
      footer: `${longest} · Reply STOP to unsubscribe`,
    })
  })

  it('adds the opt-out quick reply instead when the footer has no room, leaving the footer as it is', () => {
    const footer = 'Northwind Retail, 1 High Street, London'
    const applied = applyFix(form({ footer }), optOut)
    expect(applied).toEqual({
      changes: { buttons: [optOutReply] },
      summary: 'Added the quick reply “Stop promotions” as button 1: the footer has no room for the opt-out line.',
      field: 'buttons',
      buttonIndex: 0,
    })
    expect(applied?.changes).not.toHaveProperty('footer')
  })

  it('puts the quick reply beside the other quick replies, so they stay one block', () => {
    const shop = button('URL', 'Shop')
    const yes = button('QUICK_REPLY', 'Yes')
    const applied = applyFix(form({ footer: 'x'.repeat(40), buttons: [yes, shop] }), { kind: 'add-opt-out-button' })
    expect(applied?.changes).toEqual({ buttons: [yes, optOutReply, shop] })
    expect(applied?.buttonIndex).toBe(1)
    expect(applyFix(form({ footer: 'x'.repeat(40), buttons: [shop] }), optOut)?.changes).toEqual({
      buttons: [shop, optOutReply],
    })
  })

  it('changes nothing when the footer is full and so are the buttons (the check says what to do)', () => {
    const buttons = [button('URL', 'Shop'), button('PHONE_NUMBER', 'Call'), button('QUICK_REPLY', 'Yes')]
    expect(applyFix(form({ footer: 'x'.repeat(40), buttons }), optOut)).toBeNull()
  })

  it('writes the line in the template’s language, after what the user wrote', () => {
    expect(applyFix(form({ language: 'pt_BR', footer: 'Loja Northwind' }), optOut)?.changes).toEqual({
      footer: 'Loja Northwind · Responda STOP para não receber mais',
    })
    expect(applyFix(form({ language: 'es_MX' }), optOut)?.changes).toEqual({
      footer: 'Responde STOP para darte de baja',
    })
    expect(applyFix(form({ language: 'ar' }), optOut)?.changes).toEqual({ footer: 'أرسل STOP لإلغاء الاشتراك' })
  })

  it('adds the quick reply in the template’s language when its line does not fit', () => {
    const footer = 'Northwind Tienda, Calle Mayor 1, Madrid'
    expect(applyFix(form({ language: 'es_ES', footer }), optOut)).toEqual({
      changes: { buttons: [button('QUICK_REPLY', 'Darme de baja')] },
      summary: 'Added the quick reply “Darme de baja” as button 1: the footer has no room for the opt-out line.',
      field: 'buttons',
      buttonIndex: 0,
    })
    // 30 characters leave room for the English line but not for the German one.
    const german = applyFix(form({ language: 'de', footer: 'x'.repeat(30) }), optOut)
    expect(german?.changes).toEqual({ buttons: [button('QUICK_REPLY', 'Abmelden')] })
    expect(applyFix(form({ language: 'en_GB', footer: 'x'.repeat(30) }), optOut)?.changes).toHaveProperty('footer')
  })
})

describe('applyFix: variables and examples', () => {
  it('renumbers body variables by first appearance and moves their examples along', () => {
    const fixed = applyFix(form({ body: 'Hi {{3}}, order {{1}} for {{3}}', bodyExamples: ['NW-1', '', 'Ana'] }), {
      kind: 'renumber-variables',
      component: 'body',
    })
    expect(fixed).toEqual({
      changes: { body: 'Hi {{1}}, order {{2}} for {{1}}', bodyExamples: ['Ana', 'NW-1'] },
      summary: 'Renumbered the body variables.',
      field: 'body',
    })
  })

  it('renumbers a header variable', () => {
    expect(
      applyFix(form({ headerText: 'Hi {{2}}' }), { kind: 'renumber-variables', component: 'header' }),
    ).toMatchObject({
      changes: { headerText: 'Hi {{1}}' },
      field: 'header-text',
    })
  })

  it('fills every empty body example at once with a guess from the words around it, keeping what the user typed', () => {
    const fix = { kind: 'add-example', component: 'body', variable: 3 } as const
    const body = 'Hi {{1}}, your order {{2}} arrives on {{3}}.'
    expect(applyFix(form({ body, bodyExamples: ['Ana'] }), fix)).toEqual({
      changes: { bodyExamples: ['Ana', '#48213', 'March 12'] },
      summary: 'Filled the examples for {{2}} and {{3}}: check they look like real values.',
      field: 'body',
      fix,
      select: true,
    })
    expect(applyFix(form({ body, bodyExamples: ['Ana', '  ', '1 May'] }), { ...fix, variable: 2 })).toMatchObject({
      changes: { bodyExamples: ['Ana', '#48213', '1 May'] },
      summary: 'Filled the example for {{2}} with “#48213”: check it looks like a real value.',
    })
  })

  it('guesses in the template’s language, and focuses the first filled example when the asked one was typed meanwhile', () => {
    const fix = { kind: 'add-example', component: 'body', variable: 1 } as const
    const applied = applyFix(
      form({ language: 'es_ES', body: 'Hola {{1}}, tu pedido {{2}} llega el {{3}}.', bodyExamples: ['Ana'] }),
      fix,
    )
    expect(applied?.changes).toEqual({ bodyExamples: ['Ana', '#48213', '12 de marzo'] })
    expect(applied?.fix).toEqual({ ...fix, variable: 2 })
  })

  it("fills the header's and the link buttons' empty examples", () => {
    const header = { kind: 'add-example', component: 'header', variable: 1 } as const
    expect(applyFix(form({ headerFormat: 'TEXT', headerText: 'Order {{1}} confirmed' }), header)).toEqual({
      changes: { headerExample: '#48213' },
      summary: 'Filled the example for header {{1}} with “#48213”: check it looks like a real value.',
      field: 'header-text',
      fix: header,
      select: true,
    })
    const track = { ...emptyButton('URL'), text: 'Track', url: 'https://x.example/track/{{1}}' }
    const order = { ...emptyButton('URL'), text: 'Order', url: 'https://x.example/orders/{{1}}' }
    const fix = { kind: 'add-button-example', buttonIndex: 1 } as const
    expect(applyFix(form({ buttons: [button('QUICK_REPLY', 'Yes'), track, order] }), fix)).toEqual({
      changes: {
        buttons: [
          button('QUICK_REPLY', 'Yes'),
          { ...track, urlExample: '1Z999AA10123456784' },
          { ...order, urlExample: '48213' },
        ],
      },
      summary:
        'Filled the examples for the link of button 2 and the link of button 3: check they look like real values.',
      field: 'buttons',
      buttonIndex: 1,
      fix,
      select: true,
    })
  })

  it('changes nothing when the example is already there, so the fix only takes the user to it', () => {
    expect(
      applyFix(form({ bodyExamples: ['Ana'] }), { kind: 'add-example', component: 'body', variable: 1 }),
    ).toBeNull()
    expect(
      applyFix(form({ headerExample: 'NW-1' }), { kind: 'add-example', component: 'header', variable: 1 }),
    ).toBeNull()
    expect(applyFix(form({}), { kind: 'add-button-example', buttonIndex: 0 })).toBeNull()
  })
})

describe('applyFix: the name', () => {
  it('makes the name valid: lowercase, spaces to underscores, other characters dropped', () => {
    expect(applyFix(form({ name: 'Summer Sale – 20%' }), { kind: 'make-name-valid' })).toEqual({
      changes: { name: 'summer_sale_20' },
      summary: 'Changed the name to summer_sale_20.',
      field: 'name',
    })
  })

  it('changes nothing when the name is valid already, or nothing of it can be kept', () => {
    expect(applyFix(form({ name: 'summer_sale' }), { kind: 'make-name-valid' })).toBeNull()
    expect(applyFix(form({ name: '🎉' }), { kind: 'make-name-valid' })).toBeNull()
  })
})

describe('applyFix: links, punctuation and category', () => {
  const shop = { ...button('URL', 'Track'), url: 'http://shop.example/t/{{1}}' }

  it('makes every http:// link https:// in the header, body and URL buttons, saying where', () => {
    const applied = applyFix(
      form({ headerText: 'See http://shop.example', body: 'Track it: http://shop.example/t', buttons: [shop] }),
      { kind: 'use-https' },
    )
    expect(applied).toEqual({
      changes: {
        headerText: 'See https://shop.example',
        body: 'Track it: https://shop.example/t',
        buttons: [{ ...shop, url: 'https://shop.example/t/{{1}}' }],
      },
      summary: 'Changed http:// to https:// in the header, the body and button 1.',
      field: 'body',
    })
    expect(applyFix(form({ buttons: [shop] }), { kind: 'use-https' })).toMatchObject({
      changes: { buttons: [{ url: 'https://shop.example/t/{{1}}' }] },
      field: 'buttons',
      buttonIndex: 0,
    })
    expect(applyFix(form({ body: 'https://shop.example' }), { kind: 'use-https' })).toBeNull()
  })

  it('collapses runs of punctuation to one mark, changing only the fields that had one', () => {
    expect(
      applyFix(form({ body: 'Limited time only!!! Ready?!?!', footer: 'Northwind' }), { kind: 'collapse-punctuation' }),
    ).toEqual({
      changes: { body: 'Limited time only! Ready?' },
      summary: 'Collapsed the runs of punctuation in the body.',
      field: 'body',
    })
    expect(applyFix(form({ footer: 'Bye!!!' }), { kind: 'collapse-punctuation' })?.field).toBe('footer')
    expect(applyFix(form({ body: 'Fine... ok!' }), { kind: 'collapse-punctuation' })).toBeNull()
  })

  it('makes a Utility template Marketing, and changes nothing when it already is', () => {
    const fix = { kind: 'set-category', category: 'MARKETING' } as const
    expect(applyFix(form({ category: 'UTILITY' }), fix)).toEqual({
      changes: { category: 'MARKETING' },
      summary: 'Made it a Marketing template: marketing templates need an opt-out, see the checks.',
      field: 'category',
    })
    expect(applyFix(form({ category: 'MARKETING' }), fix)).toBeNull()
  })
})
