// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOOT_OFFERED_LOCALES, BOOT_RTL_LOCALES, LOCALE_BOOT_SCRIPT } from '../../deploy/locale-boot.mjs'
import { LOCALE_STORAGE_KEY, LOCALES, OFFERED_LOCALES } from '../../src/i18n/locales'

/** Runs the boot script with `offered` on offer (the list is written into it), as a page's <head> does. */
function boot({ stored, languages, offered }: { stored?: string; languages: string[]; offered: string[] }) {
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
  localStorage.clear()
  if (stored) localStorage.setItem(LOCALE_STORAGE_KEY, stored)
  vi.stubGlobal('navigator', { languages, language: languages[0] })
  const script = LOCALE_BOOT_SCRIPT.replace(JSON.stringify(BOOT_OFFERED_LOCALES), JSON.stringify(offered))
  new Function(script)()
  return { lang: document.documentElement.lang, dir: document.documentElement.dir }
}

const ALL = ['en', 'es', 'pt-BR', 'ar']

afterEach(() => vi.unstubAllGlobals())

describe('the language boot script', () => {
  it('follows the browser on a first visit: its first language on offer, exactly or by its language alone', () => {
    expect(boot({ languages: ['es-MX', 'en'], offered: ALL })).toEqual({ lang: 'es', dir: 'ltr' })
    expect(boot({ languages: ['pt'], offered: ALL })).toEqual({ lang: 'pt-BR', dir: 'ltr' })
    expect(boot({ languages: ['fr-FR', 'ar-EG'], offered: ALL })).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(boot({ languages: ['de'], offered: ALL })).toEqual({ lang: 'en', dir: 'ltr' })
  })

  it('keeps the choice made on this device, and ignores one that is not on offer', () => {
    expect(boot({ stored: 'ar', languages: ['es'], offered: ALL })).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(boot({ stored: 'ar', languages: ['es'], offered: ['en', 'es'] })).toEqual({ lang: 'es', dir: 'ltr' })
    expect(boot({ stored: 'xx', languages: [], offered: ALL })).toEqual({ lang: 'en', dir: 'ltr' })
  })

  it('offers what the app offers, and writes right to left what the app does', () => {
    expect(BOOT_OFFERED_LOCALES).toEqual(OFFERED_LOCALES)
    expect(BOOT_RTL_LOCALES).toEqual(LOCALES.filter(({ dir }) => dir === 'rtl').map(({ code }) => code))
    expect(boot({ languages: ['ar'], offered: BOOT_OFFERED_LOCALES })).toEqual(
      OFFERED_LOCALES.includes('ar') ? { lang: 'ar', dir: 'rtl' } : { lang: 'en', dir: 'ltr' },
    )
  })
})
