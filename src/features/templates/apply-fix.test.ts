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

  it('puts a placeholder, the number in words, into an empty body example, to be selected and typed over (it used to only go to the input)', () => {
    const fix = { kind: 'add-example', component: 'body', variable: 3 } as const
    expect(applyFix(form({ body: 'a {{1}} b {{2}} c {{3}} d', bodyExamples: ['Ana'] }), fix)).toEqual({
      changes: { bodyExamples: ['Ana', '', 'three'] },
      summary: 'Put “three” in the example for {{3}}: replace it with a value like a real one.',
      field: 'body',
      fix,
      select: true,
    })
    expect(applyFix(form({ bodyExamples: ['Ana', '  '] }), { ...fix, variable: 2 })?.changes).toEqual({
      bodyExamples: ['Ana', 'two'],
    })
  })

  it("puts a placeholder into the header's and a button's empty example", () => {
    const header = { kind: 'add-example', component: 'header', variable: 1 } as const
    expect(applyFix(form({ headerText: 'Order {{1}}' }), header)).toMatchObject({
      changes: { headerExample: 'one' },
      field: 'header-text',
      fix: header,
      select: true,
    })
    const track = { ...emptyButton('URL'), text: 'Track', url: 'https://x.example/{{1}}' }
    const fix = { kind: 'add-button-example', buttonIndex: 1 } as const
    expect(applyFix(form({ buttons: [button('QUICK_REPLY', 'Yes'), track] }), fix)).toMatchObject({
      changes: { buttons: [button('QUICK_REPLY', 'Yes'), { ...track, urlExample: 'one' }] },
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
