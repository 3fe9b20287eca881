import { describe, expect, it } from 'vitest'
import { errorInWords } from './log-error-words'

const known = [
  130429, 131000, 131005, 131008, 131009, 131016, 131021, 131026, 131031, 131042, 131045, 131047, 131049, 131050,
  131051, 131052, 131053, 132000, 132001, 132005, 132007, 132012, 132015, 132016, 133010, 368, 470,
]

describe('errorInWords', () => {
  it.each(known)('explains error %i, with what to do', (code) => {
    const words = errorInWords(`${code}: Something from WhatsApp`)
    expect(words).toBeDefined()
    // What happened, then what to do: two sentences at least.
    expect(words?.split('. ').length).toBeGreaterThanOrEqual(2)
  })

  it('reads the code at the start of the text, in the forms WhatsApp and the API write it', () => {
    const undeliverable = errorInWords('131026: Message undeliverable')
    expect(undeliverable).toMatch(/could not deliver/)
    expect(errorInWords('(#131026) Message Undeliverable.')).toBe(undeliverable)
    expect(errorInWords('  131026 - undeliverable')).toBe(undeliverable)
    expect(errorInWords('131050')).toMatch(/stopped marketing messages/)
  })

  it('explains a number that is not on WhatsApp, whatever its case', () => {
    expect(errorInWords('Recipient phone number not on WhatsApp')).toMatch(/no WhatsApp account/)
    expect(errorInWords('recipient phone number not on whatsapp')).toMatch(/no WhatsApp account/)
  })

  it('gives nothing for other errors, codes inside the text or longer numbers', () => {
    expect(errorInWords('')).toBeUndefined()
    expect(errorInWords('Something else went wrong')).toBeUndefined()
    expect(errorInWords('999999: Unknown')).toBeUndefined()
    expect(errorInWords('Error 131026: Message undeliverable')).toBeUndefined()
    expect(errorInWords('1310260: Message undeliverable')).toBeUndefined()
    expect(errorInWords('3680 retries')).toBeUndefined()
    expect(errorInWords('constructor')).toBeUndefined()
  })
})
