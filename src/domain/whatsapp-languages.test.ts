import { describe, expect, it } from 'vitest'
import {
  closestWhatsappLanguage,
  compareLanguages,
  isWhatsappLanguage,
  languageName,
  textDirection,
  whatsappLanguages,
} from './whatsapp-languages'

describe('whatsappLanguages', () => {
  it("has unique codes in Meta's format and non-empty names", () => {
    const codes = whatsappLanguages.map((language) => language.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.length).toBeGreaterThanOrEqual(69)
    for (const { code, name } of whatsappLanguages) {
      expect(code).toMatch(/^[a-z]{2,3}(_[A-Z]{2})?$/)
      expect(name.trim()).not.toBe('')
    }
  })

  it('includes the common codes', () => {
    for (const code of ['en_US', 'en_GB', 'pt_BR', 'es', 'es_ES', 'de', 'fr', 'it', 'id', 'ar', 'zh_CN'])
      expect(isWhatsappLanguage(code), code).toBe(true)
    expect(languageName('en_US')).toBe('English (US)')
    expect(languageName('af')).toBe('Afrikaans')
  })

  it('rejects codes Meta does not list, and names them by their code', () => {
    for (const code of ['de_DE', 'en_us', 'en-US', 'EN', '']) expect(isWhatsappLanguage(code), code).toBe(false)
    expect(languageName('xx_XX')).toBe('xx_XX')
  })

  it('says a language not given (a template read without one) is not given, and orders it last', () => {
    expect(languageName('')).toBe('Language not given')
    expect(['', 'fr', 'xx_XX', 'de'].sort(compareLanguages)).toEqual(['fr', 'de', 'xx_XX', ''])
  })

  it('suggests the listed code a mistyped one meant', () => {
    expect(closestWhatsappLanguage('en-us')?.code).toBe('en_US')
    expect(closestWhatsappLanguage('PT_br')?.code).toBe('pt_BR')
    expect(closestWhatsappLanguage('fr_FR')?.code).toBe('fr')
    expect(closestWhatsappLanguage('tlh')).toBeUndefined()
  })
})

describe('textDirection', () => {
  it('reads Arabic, Hebrew, Persian and Urdu right to left, regional variants included', () => {
    for (const code of ['ar', 'ar_EG', 'he', 'he_IL', 'fa', 'fa_IR', 'ur', 'ur_PK', 'AR', 'ar-SA'])
      expect(textDirection(code), code).toBe('rtl')
  })

  it('lets the text decide for every other language, or none', () => {
    for (const code of ['en', 'en_US', 'fr', 'de', 'pt_BR', 'hi', 'ka', 'arn', 'her', ''])
      expect(textDirection(code), code).toBe('auto')
    expect(textDirection(undefined)).toBe('auto')
  })
})
