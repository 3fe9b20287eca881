import { bodyTextOf, buttonsOf, footerTextOf, listSome, outcome, ruleInfo, skipped, textHeader } from './rule-kit'
import type { RuleResult, TemplateDraft } from './rule-types'

/*
 * What a template says that WhatsApp's review rejects: sales wording in a Utility template, and asking
 * people to send sensitive data over chat.
 */

/** Not inside a longer word, in any script: JavaScript's \b only knows ASCII letters. */
const START = '(?<![\\p{L}\\p{N}])'
const END = '(?![\\p{L}\\p{N}])'

/** A pattern of whole words, precompiled once: the builder runs the rules on every keystroke. */
function words(alternatives: readonly string[], flags = 'giu'): RegExp {
  return new RegExp(`${START}(?:${alternatives.join('|')})${END}`, flags)
}

const PROMOTIONAL = words([
  // English
  'special offers?',
  'offers?(?!\\s+(?:you|to)\\b)',
  'discount(?:s|ed)?',
  'sale',
  'clearance',
  'limited[- ]time',
  'buy now',
  'shop now',
  'deals?(?!\\s+with\\b)',
  'promo(?:tion(?:al)?)?(?:\\s+code)?',
  'coupons?',
  'free gifts?',
  'save\\s+(?:up\\s+to\\s+)?(?:\\d+(?:[.,]\\d+)?\\s?%|[£$€]\\s?\\d+(?:[.,]\\d+)?)',
  '\\d+(?:[.,]\\d+)?\\s?%\\s*off',
  '[£$€]\\s?\\d+(?:[.,]\\d+)?\\s+off',
  'black friday',
  'cyber monday',
  // Spanish, Portuguese, French, German: the demo's other languages
  'descuentos?',
  'ofertas?',
  'rebajas',
  'cupón',
  'promoción',
  'descontos?',
  'promoção',
  'cupom',
  'liquidação',
  'soldes',
  'offres? spéciales?',
  'code promo',
  'rabatt(?:e|code)?',
  'sonderangebot(?:e)?',
  'gutscheincode',
])

/** The promotional words of a text, as written, once each whatever their case. */
function promotionalWords(texts: readonly string[]): string[] {
  const found = new Map<string, string>()
  for (const text of texts)
    for (const [match] of text.matchAll(PROMOTIONAL)) {
      const key = match.toLowerCase().replace(/\s+/g, ' ')
      if (!found.has(key)) found.set(key, match.replace(/\s+/g, ' '))
    }
  return [...found.values()]
}

export function utilityPromotional(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('utility-promotional', 'body', 'A Utility template has no sales or promotional wording')
  if (draft.category !== 'UTILITY') return skipped(rule)
  const texts = [
    bodyTextOf(draft),
    textHeader(draft)?.text ?? '',
    footerTextOf(draft),
    ...buttonsOf(draft).map((button) => button.text ?? ''),
  ]
  const found = promotionalWords(texts)
  const detail = `Take out ${listSome(found.map((word) => `“${word}”`))}, or make it a Marketing template: WhatsApp moves a Utility template with promotional wording to Marketing, or rejects it.`
  return outcome(rule, found.length ? { detail, fix: { kind: 'set-category', category: 'MARKETING' } } : undefined)
}

/** Asking to send something: English, Spanish, Portuguese, French, German. */
const ASK = [
  'send(?:\\s+us)?',
  'reply(?:\\s+with)?',
  'respond\\s+with',
  'text\\s+us',
  'share',
  'provide',
  'give\\s+us',
  'tell\\s+us',
  'confirm',
  'type',
  'submit',
  'forward',
  'message\\s+us',
  'what\\s+is',
  'envía(?:nos)?',
  'envia(?:nos)?',
  'responde',
  'comparte',
  'compártenos',
  'facilítanos',
  'indícanos',
  'dinos',
  'proporciona(?:nos)?',
  'envie',
  'mande',
  'responda',
  'compartilhe',
  'informe',
  'digite',
  'envoyez(?:-nous)?',
  'envoie(?:-nous)?',
  'répondez',
  'réponds',
  'partagez',
  'communiquez(?:-nous)?',
  'indiquez(?:-nous)?',
  'donnez(?:-nous)?',
  'senden',
  'schicken',
  'antworten',
  'teilen',
  'nennen',
  'geben',
  'übermitteln',
]

/** What no business may ask for over chat. "Card number" alone: "last 4 digits of your card" is allowed. */
const SENSITIVE = [
  '(?:full\\s+|complete\\s+|long\\s+)?(?:credit\\s+|debit\\s+|bank\\s+)?card\\s+(?:number|no\\.?|details)',
  'cvv',
  'cvc',
  'cvv2',
  'security\\s+code\\s+(?:on|from)\\s+(?:the\\s+)?back',
  'pin(?:\\s+code|\\s+number)?',
  'passwords?',
  'passcode',
  'one[- ]time\\s+(?:code|password|pin)',
  'otp',
  'verification\\s+code',
  'code\\s+(?:we|you)\\s+(?:just\\s+)?(?:sent|texted|received)',
  'social\\s+security(?:\\s+number)?',
  'ssn',
  'national\\s+(?:id|identity|insurance)(?:\\s+(?:number|card))?',
  'passport(?:\\s+number)?',
  'id\\s+card\\s+number',
  'tax\\s+id',
  'número\\s+de\\s+(?:(?:tu|su|la)\\s+)?tarjeta',
  'contraseña',
  'código\\s+de\\s+verificación',
  'dni',
  'pasaporte',
  'número\\s+do\\s+(?:seu\\s+)?cartão',
  'senha',
  'código\\s+de\\s+verificação',
  'cpf',
  'passaporte',
  'numéro\\s+de\\s+(?:(?:votre|ta|la)\\s+)?carte(?:\\s+bancaire)?',
  'cryptogramme',
  'code\\s+pin',
  'mot\\s+de\\s+passe',
  'code\\s+de\\s+vérification',
  'numéro\\s+de\\s+sécurité\\s+sociale',
  'passeport',
  '(?:kredit)?kartennummer',
  'passwort',
  'kennwort',
  'prüfnummer',
  '(?:bestätigungs|verifizierungs)code',
  'ausweisnummer',
  'personalausweis(?:nummer)?',
  'reisepass(?:nummer)?',
  'sozialversicherungsnummer',
]
/** An ask, then within one sentence what it asks for. */
const SENSITIVE_REQUEST = new RegExp(
  `${START}(?:${ASK.join('|')})${END}([^.!?\\n]{0,60}?)${START}(${SENSITIVE.join('|')})${END}`,
  'giu',
)
/** "Never share your PIN", "ne le partagez pas", "geben Sie ihn an niemanden weiter": a warning, not a request. */
const NEGATION = new RegExp(
  `${START}(?:never|not|don[’']t|no one|nobody|no|nunca|não|ne|jamais|pas|nie|niemals|nicht|niemandem|niemanden)${END}|${START}n[’'](?=\\p{L})`,
  'iu',
)
/** "the last 4 digits of your card number" identifies a card without giving it away. */
const LAST_DIGITS = /last\s+(?:4|four)\s+digits|(?:últimos|derniers|letzten)\s+(?:4|quatro|cuatro|quatre|vier)/iu

/** The sensitive things the text asks people to send, as written. */
function sensitiveAsks(text: string): string[] {
  const asked: string[] = []
  for (const match of text.matchAll(SENSITIVE_REQUEST)) {
    const before = text.slice(Math.max(0, match.index - 20), match.index)
    const words = `${before} ${match[0]}`
    if (NEGATION.test(words) || LAST_DIGITS.test(words)) continue
    asked.push((match[2] ?? '').replace(/\s+/g, ' '))
  }
  return asked
}

export function sensitiveRequest(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo(
    'sensitive-request',
    'body',
    'The template does not ask for card numbers, PINs, passwords, codes or ID numbers',
  )
  const text = [textHeader(draft)?.text, bodyTextOf(draft)].filter(Boolean).join('\n')
  if (!text.trim()) return skipped(rule)
  const asked = [...new Set(sensitiveAsks(text))]
  const detail = `Do not ask people to send ${listSome(asked.map((thing) => `“${thing}”`))}: WhatsApp rejects templates that ask for full card numbers, PINs, passwords, one-time codes or government ID numbers. Link to a secure page on your own site instead.`
  return outcome(rule, asked.length ? { detail } : undefined)
}
