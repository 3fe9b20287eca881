import { i18n, type Messages } from '@lingui/core'
import { directionOf, documentLocale, LOCALE_STORAGE_KEY, SOURCE_LOCALE, type LocaleCode } from './locales'

/** Each other locale's compiled catalogue, a chunk of its own fetched only when that locale is chosen. */
const catalogs = import.meta.glob<{ default: Messages }>(['./catalogs/*.po', '!./catalogs/en.po'])

// English needs no catalogue: its words are in the code (scripts/build/source-keyed-messages.ts).
i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} })

async function activate(locale: LocaleCode): Promise<void> {
  if (locale === i18n.locale) return
  const load = catalogs[`./catalogs/${locale}.po`]
  i18n.loadAndActivate({ locale, messages: load ? (await load()).default : {} })
}

/**
 * Renders once the language the boot script chose is ready: at once for English, after its catalogue otherwise
 * (in English if the catalogue cannot be fetched).
 */
export function renderInLocale(render: () => void): void {
  const locale = documentLocale()
  if (locale === i18n.locale) render()
  else activate(locale).then(render, render)
}

/** A person's choice: kept on this device, set on <html> (lang, dir), and every message switched to it. */
export async function chooseLocale(locale: LocaleCode): Promise<void> {
  await activate(locale)
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Storage unavailable: the choice lasts until the tab closes.
  }
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
}
