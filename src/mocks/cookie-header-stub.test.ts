import { describe, expect, it } from 'vitest'
import { parse, serialize } from './cookie-header-stub'

describe('cookie-header-stub', () => {
  it.each([
    ['', {}],
    ['a=1', { a: '1' }],
    ['a=1; b=two words', { a: '1', b: 'two words' }],
    ['a=%E2%9C%93; a=second', { a: '✓' }],
    ['quoted="x y"; bad=%E0%A4%A; flag', { quoted: 'x y', bad: '%E0%A4%A' }],
  ])('parses %j as the cookie package does', (header, cookies) => {
    expect(parse(header)).toEqual(cookies)
  })

  it('writes one pair, its value encoded', () => {
    expect(serialize('session', 'a b;c')).toBe('session=a%20b%3Bc')
  })
})
