import { describe, expect, it } from 'vitest'
import type { TemplateComponent } from '@/api/templates'
import { unchangedCopyRule, untranslatedRule } from './unchanged-copy-rule'

const rejected: TemplateComponent[] = [
  { type: 'BODY', text: 'Hi {{1}}, our sale ends today!!!', example: { body_text: [['Ana']] } },
  { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Shop', url: 'http://bit.ly/x' }] },
]

describe('unchangedCopyRule', () => {
  it('is skipped when the builder does not hold a copy of a rejected template', () => {
    expect(unchangedCopyRule(null, rejected).status).toBe('skip')
  })

  it('fails while the copy says the same, whatever its spacing, case or examples', () => {
    const same: TemplateComponent[] = [
      { type: 'BODY', text: 'hi {{1}},  our sale ends today!!! ', example: { body_text: [['Maria']] } },
      { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Shop', url: 'http://bit.ly/x' }] },
    ]
    expect(unchangedCopyRule(rejected, same)).toMatchObject({ status: 'fail', field: 'body' })
  })

  it('passes once a text or a link changed', () => {
    const fixedBody: TemplateComponent[] = [{ ...rejected[0]!, text: 'Hi {{1}}, our sale ends today!' }, rejected[1]!]
    const fixedLink: TemplateComponent[] = [
      rejected[0]!,
      { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Shop', url: 'https://shop.example.com/sale' }] },
    ]
    expect(unchangedCopyRule(rejected, fixedBody).status).toBe('pass')
    expect(unchangedCopyRule(rejected, fixedLink).status).toBe('pass')
  })
})

describe('untranslatedRule', () => {
  const english: TemplateComponent[] = [
    { type: 'BODY', text: 'Your order {{1}} has shipped.', example: { body_text: [['NW-1']] } },
  ]

  it('is skipped outside a new language version', () => {
    expect(untranslatedRule(null, english, 'English (UK)').status).toBe('skip')
  })

  it('fails while the texts are the source version’s, and passes once they are translated', () => {
    expect(untranslatedRule(english, english, 'English (UK)')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('still the English (UK) version’s'),
    })
    const spanish: TemplateComponent[] = [{ ...english[0]!, text: 'Tu pedido {{1}} ha salido.' }]
    expect(untranslatedRule(english, spanish, 'English (UK)').status).toBe('pass')
  })
})
