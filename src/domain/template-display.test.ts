import { describe, expect, it } from 'vitest'
import { NO_TEMPLATE_NAME, templateDisplayName, unsendableReason } from './template-display'

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
