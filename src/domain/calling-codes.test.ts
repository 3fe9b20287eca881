import { describe, expect, it } from 'vitest'
import { countryLabel, countryOfCallingCode, normaliseCallingCode } from './calling-codes'

describe('countryOfCallingCode', () => {
  it.each([
    ['+1', 'United States, Canada and others'],
    ['+34', 'Spain'],
    ['+44', 'United Kingdom'],
    ['+55', 'Brazil'],
    ['+49', 'Germany'],
    ['+62', 'Indonesia'],
    ['+33', 'France'],
    ['+39', 'Italy'],
    ['+353', 'Ireland'],
    ['+7', 'Russia and Kazakhstan'],
    ['+971', 'United Arab Emirates'],
    ['+880', 'Bangladesh'],
    ['+47', 'Norway'],
    ['+61', 'Australia'],
    ['+262', 'Réunion and Mayotte'],
  ])('names %s %s', (code, name) => {
    expect(countryOfCallingCode(code)?.name).toBe(name)
  })

  it('lists the regions that share a code, the main one first', () => {
    expect(countryOfCallingCode('+34')).toEqual({ code: '+34', regions: ['ES'], name: 'Spain' })
    expect(countryOfCallingCode('+44')?.regions).toEqual(['GB', 'GG', 'JE', 'IM'])
    expect(countryOfCallingCode('+1')?.regions).toEqual(expect.arrayContaining(['US', 'CA', 'PR', 'JM']))
    expect(countryOfCallingCode('+7')?.regions).toEqual(['RU', 'KZ'])
  })

  it('gives shared codes a name that covers them', () => {
    expect(countryOfCallingCode('+590')?.name).toBe('Guadeloupe, St. Barthélemy and St. Martin')
    expect(countryOfCallingCode('+599')?.name).toBe('Curaçao and Caribbean Netherlands')
    expect(countryOfCallingCode('+212')?.name).toBe('Morocco and Western Sahara')
    expect(countryOfCallingCode('+358')?.name).toBe('Finland and Åland')
  })

  it('names the non-geographic codes, which have no region', () => {
    expect(countryOfCallingCode('+800')).toEqual({ code: '+800', regions: [], name: 'International Freephone' })
    expect(countryOfCallingCode('+882')?.name).toBe('International Networks')
  })

  it('accepts the code with or without +, with 00, and with spaces around', () => {
    for (const code of ['+34', '34', ' +34 ', '0034', '\t34\n']) expect(countryOfCallingCode(code)?.name).toBe('Spain')
  })

  it('returns the same object each time', () => {
    expect(countryOfCallingCode('34')).toBe(countryOfCallingCode('+34'))
  })

  it('knows every code E.164 assigns, and nothing else', () => {
    const known = Array.from({ length: 999 }, (_, i) => `+${i + 1}`).filter((code) => countryOfCallingCode(code))
    expect(known).toHaveLength(215)
    expect(known).toEqual(expect.arrayContaining(['+20', '+211', '+383', '+672', '+979', '+998']))
  })

  it.each(['+999', '+0', '+42', '+388', '+1684', '+', '', '  ', 'abc', '+34a'])('knows nothing of %j', (code) => {
    expect(countryOfCallingCode(code)).toBeUndefined()
  })
})

describe('normaliseCallingCode', () => {
  it.each([
    ['+34', '+34'],
    ['34', '+34'],
    [' +34 ', '+34'],
    ['0034', '+34'],
    ['+1 (684)', '+1684'],
    ['+999', '+999'],
    ['', ''],
    ['   ', ''],
    [' n/a ', 'n/a'],
  ])('%j -> %j', (code, normalised) => {
    expect(normaliseCallingCode(code)).toBe(normalised)
  })
})

describe('countryLabel', () => {
  it('names the country and its code', () => {
    expect(countryLabel('+34')).toBe('Spain (+34)')
    expect(countryLabel('0044')).toBe('United Kingdom (+44)')
    expect(countryLabel('1')).toBe('United States, Canada and others (+1)')
  })

  it('says when the code is unknown', () => {
    expect(countryLabel('+999')).toBe('+999 (unknown country)')
    expect(countryLabel('999')).toBe('+999 (unknown country)')
  })

  it('says when there is no code', () => {
    expect(countryLabel('')).toBe('No country code')
    expect(countryLabel('  ')).toBe('No country code')
  })
})
