import { describe, expect, it } from 'vitest'
import { isRepliedEngagement, optOutsRefusal } from './opt-out-consent'

describe('isRepliedEngagement', () => {
  it('is replied in any case, and nothing else', () => {
    expect(isRepliedEngagement('replied')).toBe(true)
    expect(isRepliedEngagement(' Replied ')).toBe(true)
    expect(isRepliedEngagement('read')).toBe(false)
    expect(isRepliedEngagement('')).toBe(false)
  })
})

describe('optOutsRefusal', () => {
  it('names the count, or says it is not known', () => {
    expect(optOutsRefusal(1200)).toBe(
      'Tick this to include the 1,200 who opted out, or show the replies without opt-outs instead.',
    )
    expect(optOutsRefusal(null)).toMatch(/^The replies are not all checked for opt-outs: tick this to include anyone/)
  })
})
