import { describe, expect, it } from 'vitest'
import { canonicalTag, duplicateSearches, findDuplicateTag } from './canonical-tag'

const tags = [
  { id: 'tag_1', name: 'VIP customer', canonical: 'vip_customer' },
  { id: 'tag_2', name: 'Loyalty: Gold', canonical: 'loyalty_gold' },
  { id: 'tag_3', name: 'Wholesale / B2B', canonical: 'b2b' },
]

describe('canonicalTag', () => {
  it('lowercases, trims, and collapses every run of other characters into one "_"', () => {
    expect(canonicalTag('  VIP Customer! ')).toBe('vip_customer')
    expect(canonicalTag('Black-Friday   2024')).toBe('black_friday_2024')
    expect(canonicalTag('Loyalty: Gold')).toBe('loyalty_gold')
    expect(canonicalTag('Click & collect')).toBe('click_collect')
    expect(canonicalTag('__a__b__')).toBe('a_b')
    expect(canonicalTag('Café crème')).toBe('caf_cr_me')
    expect(canonicalTag('!!!')).toBe('')
  })
})

describe('findDuplicateTag', () => {
  it('finds the same name in another case or with other spaces around it', () => {
    expect(findDuplicateTag(tags, '  vip CUSTOMER ')?.id).toBe('tag_1')
    expect(findDuplicateTag(tags, 'wholesale / b2b')?.id).toBe('tag_3')
  })

  it('finds a name with the same canonical form, by the stored canonical or the name’s own', () => {
    expect(findDuplicateTag(tags, 'VIP-Customer')?.id).toBe('tag_1')
    expect(findDuplicateTag(tags, 'loyalty gold!')?.id).toBe('tag_2')
    expect(findDuplicateTag(tags, 'B2B')?.id).toBe('tag_3')
    expect(findDuplicateTag(tags, 'Wholesale b2b')?.id).toBe('tag_3')
  })

  it('finds nothing for a new name, even one that contains an existing one', () => {
    expect(findDuplicateTag(tags, 'VIP customers')).toBeUndefined()
    expect(findDuplicateTag(tags, 'Gold')).toBeUndefined()
    expect(findDuplicateTag([], 'VIP customer')).toBeUndefined()
  })
})

describe('duplicateSearches', () => {
  it('searches by the name and by its canonical form, once each', () => {
    expect(duplicateSearches(' VIP-Customer ')).toEqual(['VIP-Customer', 'vip_customer'])
    expect(duplicateSearches('vip')).toEqual(['vip'])
    expect(duplicateSearches('!!!')).toEqual(['!!!'])
    expect(duplicateSearches('   ')).toEqual([])
  })
})
