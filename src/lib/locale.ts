import { i18n } from '@lingui/core'
import { idleValue } from './idle-value'

/** The locales the interface writes in: one for words and numbers, one for dates and clock times. */
export interface AppLocale {
  /** Numbers, names of places and the order of names: the interface's language, 'en'. */
  readonly language: string
  /** Dates and clock times: today's English writes them the British way, "27 Nov 2026, 14:05". */
  readonly dates: string
}

const ENGLISH: AppLocale = { language: 'en', dates: 'en-GB' }

/**
 * The one place the locale comes from: the interface's language (src/i18n/i18n.ts). Every formatter asks here,
 * none names a locale itself. English writes dates the British way; the other languages as their locale does.
 */
export function appLocale(): AppLocale {
  const language = i18n.locale
  return !language || language === 'en' ? ENGLISH : { language, dates: language }
}

/** The browser's time zone, e.g. 'Europe/Madrid'; UTC when it does not say. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/**
 * What `create` makes for the app's locale (a formatter), kept per locale so a change of locale gets a new one.
 * The one for today's locale is made when the browser is next idle, or on first use if that comes sooner (see idleValue).
 */
export function perLocale<T>(create: (locale: AppLocale) => T): () => T {
  const made = new Map<string, () => T>()
  const forLocale = (locale: AppLocale) => {
    const key = `${locale.language} ${locale.dates}`
    let get = made.get(key)
    if (!get) made.set(key, (get = idleValue(() => create(locale))))
    return get
  }
  forLocale(appLocale())
  return () => forLocale(appLocale())()
}
