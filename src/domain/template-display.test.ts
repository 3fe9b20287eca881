import { describe, expect, it } from 'vitest'
import { NO_TEMPLATE_NAME, templateDisplayName, templateTitle, unsendableReason } from './template-display'

describe('templateDisplayName', () => {
  it('is the name, or "(no name)" for a template read without one', () => {
    expect(templateDisplayName({ template: { name: 'summer_sale' } })).toBe('summer_sale')
    expect(templateDisplayName({ template: { name: '' } })).toBe(NO_TEMPLATE_NAME)
  })
})

describe('unsendableReason', () => {
  it('says why a template without a name or a language cannot be sent, and nothing for one with both', () => {
    expect(unsendableReason({ template: { name: 'summer_sale', language: 'en_US' } })).toBeUndefined()
    expect(unsendableReason({ template: { name: '', language: 'en_US' } })).toMatch(/no name/)
    expect(unsendableReason({ template: { name: 'summer_sale', language: '' } })).toMatch(/no language/)
  })
})

describe('templateTitle', () => {
  it('names a template by name and language in words, and says what is missing', () => {
    expect(templateTitle({ template: { name: 'order_confirmation', language: 'en_GB' } })).toBe(
      'order_confirmation (English (UK))',
    )
    expect(templateTitle({ template: { name: '', language: '' } })).toBe('(no name) (Language not given)')
  })
})
