import { describe, expect, it } from 'vitest'
import { makeNameValid } from './make-name-valid'
import { NAME_MAX } from './template-limits'

describe('makeNameValid', () => {
  it('lowercases and turns spaces into underscores', () => {
    expect(makeNameValid('Order Update')).toBe('order_update')
    expect(makeNameValid('  Spring   sale\t2026 ')).toBe('spring_sale_2026')
  })

  it('drops every other character, and takes accents off letters instead of dropping them', () => {
    expect(makeNameValid('Summer Sale – 20%!')).toBe('summer_sale_20')
    expect(makeNameValid('order-update.v2')).toBe('orderupdatev2')
    expect(makeNameValid('Café Crème')).toBe('cafe_creme')
    expect(makeNameValid('🎉 party 🎉')).toBe('party')
  })

  it('keeps a valid name as it is, underscores included', () => {
    for (const name of ['order_update', '_2026_', 'a__b']) expect(makeNameValid(name)).toBe(name)
  })

  it(`cuts the name to ${NAME_MAX} characters, and gives nothing when nothing usable is left`, () => {
    expect(makeNameValid('A'.repeat(NAME_MAX + 10))).toBe('a'.repeat(NAME_MAX))
    expect(makeNameValid('🎉 – !')).toBe('')
  })
})
