import { describe, expect, it } from 'vitest'
import { compareNames } from './compare-names'

describe('compareNames', () => {
  it('orders names alphabetically, numbers by value, case and accents aside', () => {
    const sorted = ['Sale 10', 'sale 2', 'Éclair', 'apple', 'eclair 1'].sort(compareNames)
    expect(sorted).toEqual(['apple', 'Éclair', 'eclair 1', 'sale 2', 'Sale 10'])
    expect(compareNames('Winter', 'winter')).toBe(0)
    expect(compareNames('Résumé', 'resume')).toBe(0)
  })
})
