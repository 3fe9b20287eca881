import { describe, expect, it } from 'vitest'
import { phoneSearchPrefixes } from './phone-search'

/** The seed's countries: a broadcast's logs carry these calling codes. */
const CODES = ['+44', '+1', '+34', '+55', '+49', '+353']

/** Whether a log with this country code and number is found by the query typed. */
const finds = (query: string, countryCode: string, phone: string) =>
  phoneSearchPrefixes(query, CODES).some((prefix) => `${countryCode}${phone}`.replace(/\D/g, '').startsWith(prefix))

describe('phoneSearchPrefixes', () => {
  it.each([
    ['United Kingdom', '07700 900123', '+44', '7700900123'],
    ['United Kingdom, the (0) written after the code', '+44 (0)7700 900123', '+44', '7700900123'],
    ['United Kingdom from the United States', '011 44 7700 900123', '+44', '7700900123'],
    ['Germany', '0151 5550002', '+49', '1515550002'],
    ['Germany, dashed', '0151-555-0002', '+49', '1515550002'],
    ['Germany, the start only', '0151 555', '+49', '1515550002'],
    ['Spain, from abroad', '0034 612 345 678', '+34', '612345678'],
    ['Spain, as written there', '612 34 56 78', '+34', '612345678'],
    ['Brazil, with the trunk 0', '0 11 91234-5678', '+55', '11912345678'],
    ['Brazil, with brackets', '(11) 91234-5678', '+55', '11912345678'],
    ['United States, with the leading 1', '1 (212) 555-0123', '+1', '2125550123'],
    ['United States, from Europe', '00 1 212 555 0123', '+1', '2125550123'],
    ['Ireland', '083 973 5845', '+353', '839735845'],
    ['Ireland, from abroad', '00353 83 973 5845', '+353', '839735845'],
  ])('%s: "%s" finds %s %s', (_, query, countryCode, phone) => {
    expect(finds(query, countryCode, phone)).toBe(true)
  })

  it('reads a national number only in the countries that use it', () => {
    expect(finds('0151 5550002', '+34', '1515550002')).toBe(false)
    expect(finds('07700 900123', '+1', '7700900123')).toBe(false)
    expect(finds('083 973 5845', '+34', '839735845')).toBe(false)
  })

  it('reads a trunk prefix and one digit as no number yet, and text as none', () => {
    expect(phoneSearchPrefixes('0', CODES)).toEqual([])
    expect(phoneSearchPrefixes('07', CODES)).toEqual([])
    expect(phoneSearchPrefixes('Mallory', CODES)).toEqual([])
  })

  it('tries the usual ways of dialling abroad even when no log is from there', () => {
    expect(phoneSearchPrefixes('00353 83 973 5845', [])).toContain('353839735845')
    expect(phoneSearchPrefixes('011 353 83 973 5845', [])).toContain('353839735845')
  })
})
