import { describe, expect, it } from 'vitest'
import { errorInWords, isWindowError } from './whatsapp-errors'

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

describe('isWindowError', () => {
  it.each([
    '131047: Re-engagement message',
    '(#131047) Re-engagement message',
    'WhatsApp error 131047',
    '470: Message failed to send because more than 24 hours have passed since the customer last replied',
    '(#470) Outside the allowed window',
    'Error code 470',
    'Re-engagement message',
    'More than 24 hours have passed since the recipient last replied',
    'Cannot send: outside the 24-hour window',
    'The 24 hour window has closed',
    'Message sent outside the window',
    'Outside of the customer service window',
    'The messaging window is closed for this contact',
  ])('knows %j', (error) => {
    expect(isWindowError(error)).toBe(true)
  })

  it.each([
    '',
    '   ',
    null,
    undefined,
    '131026: Message undeliverable',
    '1310470: Unknown',
    '4700: Unknown',
    'Sent 470 messages today',
    'Recipient phone number +44 7700 900470 not on WhatsApp',
    '(#131049) This message was not delivered to maintain healthy ecosystem engagement',
    'Rate limit hit: 240 requests in 1 hour',
    'Window.open is not allowed',
    'Contact ct_1 has blocked this bot',
  ])('leaves %j alone', (error) => {
    expect(isWindowError(error)).toBe(false)
  })
})
