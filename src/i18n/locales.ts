/** The languages the interface is written in. `dir` is the shell's direction; template text keeps its own. */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const

export type LocaleCode = (typeof LOCALES)[number]['code']

export const SOURCE_LOCALE: LocaleCode = 'en'

/**
 * The languages a person can choose: those whose catalogue has every message (src/i18n/catalogs.test.ts fails
 * otherwise). The page's boot script (deploy/locale-boot.mjs) picks among the same ones before the first paint.
 */
export const OFFERED_LOCALES: readonly LocaleCode[] = ['en']

/** Where the chosen language is kept on this device; the boot script reads the same key. */
export const LOCALE_STORAGE_KEY = 'inbox-console:locale'

export const isLocaleCode = (value: unknown): value is LocaleCode => LOCALES.some(({ code }) => code === value)

export const directionOf = (locale: LocaleCode) => LOCALES.find(({ code }) => code === locale)?.dir ?? 'ltr'

/** The language the boot script set on <html> before the first paint; English when it set none on offer. */
export function documentLocale(): LocaleCode {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang
  return isLocaleCode(lang) && OFFERED_LOCALES.includes(lang) ? lang : SOURCE_LOCALE
}
