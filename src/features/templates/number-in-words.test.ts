import { describe, expect, it } from 'vitest'
import { numberInWords } from './number-in-words'

describe('numberInWords', () => {
  it('writes numbers in words', () => {
    expect([1, 2, 10, 13, 20, 42, 99].map(numberInWords)).toEqual([
      'one',
      'two',
      'ten',
      'thirteen',
      'twenty',
      'forty-two',
      'ninety-nine',
    ])
    expect([100, 101, 250].map(numberInWords)).toEqual(['one hundred', 'one hundred and one', 'two hundred and fifty'])
  })

  it('keeps digits where words would not help', () => {
    expect([1000, -1, 1.5].map(numberInWords)).toEqual(['1000', '-1', '1.5'])
  })
})
