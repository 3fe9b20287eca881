import { foldWords } from '@/lib/fold-words'

/** How a marketing template in one language offers a way out. */
interface OptOutLanguage {
  /** Words and short phrases that say how to stop, as people write them; matched as whole words, folded. */
  words: readonly string[]
  /** The line the opt-out fix writes in the footer. */
  footer: string
  /** The quick reply the opt-out fix adds when the footer has no room for the line (25 characters at most). */
  button: string
}

/*
 * By base language code: 'es_MX' and 'es' are Spanish. English's words count in every language (STOP is understood
 * everywhere, and it is the word the service itself acts on); a language not listed here gets English's lines.
 */
const OPT_OUT_LANGUAGES = {
  en: {
    words: ['stop', 'unsubscribe', 'opt out', 'optout'],
    footer: 'Reply STOP to unsubscribe',
    button: 'Stop promotions',
  },
  es: {
    // "baja" also covers "darte de baja", "darme de baja", "dar de baja".
    words: [
      'baja',
      'cancelar suscripción',
      'cancelar la suscripción',
      'anular suscripción',
      'desuscribir',
      'desuscribirte',
      'desuscribirse',
    ],
    footer: 'Responde STOP para darte de baja',
    button: 'Darme de baja',
  },
  pt: {
    words: [
      'sair',
      'parar',
      'pare',
      'descadastrar',
      'descadastre',
      'cancelar inscrição',
      'cancelar a inscrição',
      'cancelar assinatura',
    ],
    footer: 'Responda STOP para não receber mais',
    button: 'Parar promoções',
  },
  fr: {
    words: [
      'arrêt',
      'arrêter',
      'désabonner',
      'désabonnez',
      'désabonnement',
      'désinscrire',
      'désinscrivez',
      'désinscription',
    ],
    footer: 'Répondez STOP pour vous désabonner',
    button: 'Me désabonner',
  },
  de: {
    words: ['stopp', 'abmelden', 'abzumelden', 'abmeldung', 'abbestellen', 'abzubestellen', 'austragen'],
    footer: 'Antworten Sie STOP zum Abmelden',
    button: 'Abmelden',
  },
  it: {
    words: [
      'annulla iscrizione',
      "annulla l'iscrizione",
      "annullare l'iscrizione",
      'disiscriviti',
      'disiscrivere',
      'disiscrizione',
      'cancella',
      'cancellati',
    ],
    footer: "Rispondi STOP per annullare l'iscrizione",
    button: 'Annulla iscrizione',
  },
  ar: {
    // "لإلغاء": the preposition is written joined to the word.
    words: ['توقف', 'إيقاف', 'إلغاء الاشتراك', 'لإلغاء الاشتراك'],
    footer: 'أرسل STOP لإلغاء الاشتراك',
    button: 'إلغاء الاشتراك',
  },
} satisfies Record<string, OptOutLanguage>

type KnownLanguage = keyof typeof OPT_OUT_LANGUAGES

const isKnown = (base: string): base is KnownLanguage => Object.hasOwn(OPT_OUT_LANGUAGES, base)

/** The known language of a WhatsApp language code ('pt_BR' → 'pt'), English for any other or none. */
function knownLanguage(code: string | undefined): KnownLanguage {
  const base = code?.trim().split(/[_-]/)[0]?.toLowerCase() ?? ''
  return isKnown(base) ? base : 'en'
}

/** Each language's words folded once, spaced at both ends so a phrase only matches whole words. */
const foldedWords = new Map(
  Object.entries(OPT_OUT_LANGUAGES).map(([language, { words }]) => [
    language,
    words.map((word) => ` ${foldWords(word)} `),
  ]),
)

/** The footer line and quick reply the opt-out fix writes for a template in `language` (English when not known). */
export function optOutLines(language: string | undefined): Pick<OptOutLanguage, 'footer' | 'button'> {
  const { footer, button } = OPT_OUT_LANGUAGES[knownLanguage(language)]
  return { footer, button }
}

/**
 * Whether a text says how to stop, in English or in the template's language, as whole words whatever their case or
 * accents: "Responde BAJA" in a Spanish template, never "Stopwatch sale".
 */
export function mentionsOptOut(text: string, language?: string): boolean {
  const folded = ` ${foldWords(text)} `
  const words = [...(foldedWords.get('en') ?? []), ...(foldedWords.get(knownLanguage(language)) ?? [])]
  return words.some((word) => folded.includes(word))
}
