import { describe, expect, it } from 'vitest'
import { kindName, textsIn } from '@/domain/newer-kinds'

describe('kindName', () => {
  it('names the newer kinds WhatsApp documents, in any case, and gives any other as sent', () => {
    expect(kindName('CAROUSEL')).toBe('Carousel')
    expect(kindName('limited_time_offer')).toBe('Limited-time offer')
    expect(kindName('COPY_CODE')).toBe('Copy code')
    expect(kindName('MPM')).toBe('Multi-product')
    expect(kindName('HOLOGRAM')).toBe('HOLOGRAM')
    expect(kindName('constructor')).toBe('constructor')
  })

  it('calls a part sent without a kind (its type read as empty) unnamed', () => {
    expect(`${kindName('')} component`).toBe('Unnamed component')
  })
})

describe('textsIn', () => {
  it('finds the texts inside a part, its own first, then its cards’ in order', () => {
    const carousel = {
      type: 'CAROUSEL',
      text: 'Pick one',
      cards: [
        {
          components: [
            { type: 'BODY', text: 'Parka' },
            { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Shop parkas', url: 'https://x.example' }] },
          ],
        },
        { components: [{ type: 'BODY', text: 'Knits' }] },
      ],
    }
    expect(textsIn(carousel)).toEqual(['Pick one', 'Parka', 'Shop parkas', 'Knits'])
    expect(
      textsIn({ type: 'LIMITED_TIME_OFFER', limited_time_offer: { text: 'Ends soon', has_expiration: true } }),
    ).toEqual(['Ends soon'])
  })

  it('keeps markup as the text it is, skips blank or non-text values, and stops at six', () => {
    expect(textsIn({ text: '<b>hi</b>' })).toEqual(['<b>hi</b>'])
    expect(textsIn({ text: '  ', other: { text: 4 }, list: [null, 'loose string'] })).toEqual([])
    expect(textsIn(Array.from({ length: 10 }, (_, i) => ({ text: `t${i}` })))).toHaveLength(6)
    expect(textsIn(null)).toEqual([])
  })

  it('does not loop on a deeply nested part', () => {
    let deep: Record<string, unknown> = { text: 'bottom' }
    for (let i = 0; i < 50; i += 1) deep = { inner: deep }
    expect(textsIn(deep)).toEqual([])
  })
})
