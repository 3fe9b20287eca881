export interface WhatsappLanguage {
  code: string
  name: string
}

/** Meta's supported languages for WhatsApp message templates: the code goes in `template.language`. */
export const whatsappLanguages: readonly WhatsappLanguage[] = [
  { code: 'af', name: 'Afrikaans' },
  { code: 'sq', name: 'Albanian' },
  { code: 'ar', name: 'Arabic' },
  { code: 'az', name: 'Azerbaijani' },
  { code: 'bn', name: 'Bengali' },
  { code: 'bg', name: 'Bulgarian' },
  { code: 'ca', name: 'Catalan' },
  { code: 'zh_CN', name: 'Chinese (CHN)' },
  { code: 'zh_HK', name: 'Chinese (HKG)' },
  { code: 'zh_TW', name: 'Chinese (TAI)' },
  { code: 'hr', name: 'Croatian' },
  { code: 'cs', name: 'Czech' },
  { code: 'da', name: 'Danish' },
  { code: 'nl', name: 'Dutch' },
  { code: 'en', name: 'English' },
  { code: 'en_GB', name: 'English (UK)' },
  { code: 'en_US', name: 'English (US)' },
  { code: 'et', name: 'Estonian' },
  { code: 'fil', name: 'Filipino' },
  { code: 'fi', name: 'Finnish' },
  { code: 'fr', name: 'French' },
  { code: 'ka', name: 'Georgian' },
  { code: 'de', name: 'German' },
  { code: 'el', name: 'Greek' },
  { code: 'gu', name: 'Gujarati' },
  { code: 'ha', name: 'Hausa' },
  { code: 'he', name: 'Hebrew' },
  { code: 'hi', name: 'Hindi' },
  { code: 'hu', name: 'Hungarian' },
  { code: 'id', name: 'Indonesian' },
  { code: 'ga', name: 'Irish' },
  { code: 'it', name: 'Italian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'kn', name: 'Kannada' },
  { code: 'kk', name: 'Kazakh' },
  { code: 'rw_RW', name: 'Kinyarwanda' },
  { code: 'ko', name: 'Korean' },
  { code: 'ky_KG', name: 'Kyrgyz (Kyrgyzstan)' },
  { code: 'lo', name: 'Lao' },
  { code: 'lv', name: 'Latvian' },
  { code: 'lt', name: 'Lithuanian' },
  { code: 'mk', name: 'Macedonian' },
  { code: 'ms', name: 'Malay' },
  { code: 'ml', name: 'Malayalam' },
  { code: 'mr', name: 'Marathi' },
  { code: 'nb', name: 'Norwegian' },
  { code: 'fa', name: 'Persian' },
  { code: 'pl', name: 'Polish' },
  { code: 'pt_BR', name: 'Portuguese (BR)' },
  { code: 'pt_PT', name: 'Portuguese (POR)' },
  { code: 'pa', name: 'Punjabi' },
  { code: 'ro', name: 'Romanian' },
  { code: 'ru', name: 'Russian' },
  { code: 'sr', name: 'Serbian' },
  { code: 'sk', name: 'Slovak' },
  { code: 'sl', name: 'Slovenian' },
  { code: 'es', name: 'Spanish' },
  { code: 'es_AR', name: 'Spanish (ARG)' },
  { code: 'es_ES', name: 'Spanish (SPA)' },
  { code: 'es_MX', name: 'Spanish (MEX)' },
  { code: 'sw', name: 'Swahili' },
  { code: 'sv', name: 'Swedish' },
  { code: 'ta', name: 'Tamil' },
  { code: 'te', name: 'Telugu' },
  { code: 'th', name: 'Thai' },
  { code: 'tr', name: 'Turkish' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'ur', name: 'Urdu' },
  { code: 'uz', name: 'Uzbek' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'zu', name: 'Zulu' },
]

const byCode = new Map(whatsappLanguages.map((language) => [language.code, language.name]))

/** Exact match: Meta's codes are case-sensitive ('en_US', not 'en_us' or 'en-US'). */
export function isWhatsappLanguage(code: string): boolean {
  return byCode.has(code)
}

/** What a template read without a language shows instead (its language reads as ''). */
export const NO_LANGUAGE = 'Language not given'

/** The English name of a template language, or the code itself when it is not on Meta's list; '' is not given. */
export function languageName(code: string): string {
  return byCode.get(code) ?? (code || NO_LANGUAGE)
}

/** Two language codes in the order of their names, then of their codes; a language not given ('') comes last. */
export function compareLanguages(a: string, b: string): number {
  if (!a || !b) return Number(!a) - Number(!b)
  return languageName(a).localeCompare(languageName(b), 'en') || a.localeCompare(b)
}

/**
 * The listed code a mistyped one most likely meant: same code in another case or with a dash
 * ('en-us' -> 'en_US'), else its bare language ('de_DE' -> 'de'). Undefined when nothing is close.
 */
export function closestWhatsappLanguage(code: string): WhatsappLanguage | undefined {
  const normalized = code.trim().replace('-', '_').toLowerCase()
  const bare = normalized.split('_')[0]
  return (
    whatsappLanguages.find((language) => language.code.toLowerCase() === normalized) ??
    whatsappLanguages.find((language) => language.code === bare)
  )
}

/** Languages written right to left, by their base code (`ar_EG` is Arabic). */
const rightToLeft = new Set(['ar', 'fa', 'he', 'ur'])

/**
 * The `dir` for a template's text: `rtl` for a right-to-left language, otherwise `auto` (the text's first
 * strong character decides, so an Arabic body filed under another language still reads right).
 */
export function textDirection(language: string | undefined): 'rtl' | 'auto' {
  const base = language?.split(/[_-]/)[0]?.toLowerCase() ?? ''
  return rightToLeft.has(base) ? 'rtl' : 'auto'
}
