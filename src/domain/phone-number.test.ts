import { describe, expect, it } from 'vitest'
import { isPhoneNumber, normalizePhoneNumber } from './phone-number'

describe('normalizePhoneNumber', () => {
  it('keeps the + and the digits', () => {
    expect(normalizePhoneNumber('+44 (0)7700-900.123')).toBe('+4407700900123')
    expect(normalizePhoneNumber('+15551234567')).toBe('+15551234567')
  })
})

describe('isPhoneNumber', () => {
  it('takes a + and the country code, then the number, with spaces, dashes and brackets left out', () => {
    expect(isPhoneNumber('+44 7700 900123')).toBe(true)
    expect(isPhoneNumber('+1 (555) 123-4567')).toBe(true)
  })

  it('refuses a national number, a country code of 0, extra words and too few or too many digits', () => {
    for (const phone of ['07700 900123', '+0 7700 900123', '+44 7700 900123 ext 2', '+44', '+1234567890123456']) {
      expect(isPhoneNumber(phone), phone).toBe(false)
    }
  })
})
