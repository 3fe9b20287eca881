import { describe, expect, it } from 'vitest'
import { splitCookiesString } from './set-cookie-split-stub'

describe('set-cookie-split-stub', () => {
  it.each([
    ['', []],
    ['a=1', ['a=1']],
    ['a=1, b=2', ['a=1', 'b=2']],
    [
      'a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT; Path=/, b=2',
      ['a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT; Path=/', 'b=2'],
    ],
  ])('splits %j as set-cookie-parser 3 does', (header, cookies) => {
    expect(splitCookiesString(header)).toEqual(cookies)
  })

  it('passes a list through', () => {
    expect(splitCookiesString(['a=1', 'b=2'])).toEqual(['a=1', 'b=2'])
  })
})
