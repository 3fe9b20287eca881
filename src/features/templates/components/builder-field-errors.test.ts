import { describe, expect, it } from 'vitest'
import { checkTemplate } from '@/domain/template-rules/check-template'
import { makeDraft, phone, quickReply, website } from '@/domain/template-rules/rule-fixtures'
import { fieldErrors } from './builder-field-errors'
import { builderFieldIds } from './builder-field-ids'

describe('fieldErrors', () => {
  it('puts each blocking problem under its field, joining several problems of one field', () => {
    const errors = fieldErrors(checkTemplate(makeDraft({ name: 'Order Update', body: '{{1}} {{2}} today' })))
    expect(errors[builderFieldIds.name]).toBe(
      'Use only lowercase letters, digits and underscores, e.g. order_update: the name contains capital letters (O, U) and spaces.',
    )
    expect(errors[builderFieldIds.body]).toBe(
      'Add words before {{1}}: WhatsApp rejects a body that starts with a variable. Put words between the variables: {{1}} and {{2}} sit side by side. WhatsApp rejects variables with only spaces between them.',
    )
  })

  it('puts each part of a problem under its own input: each missing example, each button', () => {
    const draft = makeDraft({
      header: { format: 'TEXT', text: 'Order {{1}}' },
      body: 'Hi {{1}}, see {{2}} and {{3}} today.',
      bodyExamples: ['Ann'],
      buttons: [quickReply(''), website('Open', 'shop.example'), phone('x'.repeat(30))],
    })
    const errors = fieldErrors(checkTemplate(draft))
    expect(errors).toMatchObject({
      [builderFieldIds.bodyExample(2)]: 'Add an example for body {{2}}.',
      [builderFieldIds.bodyExample(3)]: 'Add an example for body {{3}}.',
      [builderFieldIds.headerExample]: 'Add an example for header {{1}}.',
      [builderFieldIds.buttonText(0)]: 'Write the text of button 1.',
      [builderFieldIds.buttonTarget(1)]: 'Give button 2 a full web address starting with https://.',
      [builderFieldIds.buttonText(2)]: 'Shorten button 3 to 25 characters: it has 30.',
    })
    expect(errors[builderFieldIds.bodyExample(1)]).toBeUndefined()
  })

  it('leaves warnings, passes and skipped rules out', () => {
    const results = checkTemplate(makeDraft({ body: 'Hi {{1}}, {{2}} is ok' }), {
      otherBodies: [{ name: 'twin', body: 'Hi {{1}}, {{2}} is ok' }],
    })
    expect(results.some((result) => result.status === 'warn')).toBe(true)
    expect(fieldErrors(results)).toEqual({})
  })
})
