// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { isRightToLeft, towardEnd } from './direction'

afterEach(() => document.body.replaceChildren())

/** `<div dir="rtl"><p dir="auto"><span/></p><p dir="ltr"><span/></p></div>`: the two spans. */
function nested() {
  const outer = Object.assign(document.createElement('div'), { dir: 'rtl' })
  const spans = (['auto', 'ltr'] as const).map((dir) => {
    const p = Object.assign(document.createElement('p'), { dir })
    outer.append(p)
    return p.appendChild(document.createElement('span'))
  })
  document.body.append(outer)
  return spans
}

describe('isRightToLeft and towardEnd', () => {
  it('follow the nearest dir that sets a direction, past dir="auto"', () => {
    const [inside, turnedBack] = nested() as [HTMLSpanElement, HTMLSpanElement]
    expect(isRightToLeft(inside)).toBe(true)
    expect(towardEnd(inside, 80)).toBe(-80)
    expect(isRightToLeft(turnedBack)).toBe(false)
    expect(towardEnd(turnedBack, 80)).toBe(80)
  })

  it('read left to right where nothing says otherwise', () => {
    const plain = document.body.appendChild(document.createElement('span'))
    expect(isRightToLeft(plain)).toBe(false)
    expect(towardEnd(plain, 16)).toBe(16)
  })
})
