import { bodyTextOf, buttonName, buttonsOf, listWords, outcome, ruleInfo, skipped, textHeader } from './rule-kit'
import type { RuleResult, TemplateDraft } from './rule-types'

/*
 * Links WhatsApp's review rejects: shortened links, which hide where they go, and links without https.
 */

/** A part of the template that can hold a link, named as the user sees it. */
interface LinkPlace {
  where: string
  text: string
}

/** The body, a text header and the URL buttons' links: where a template's links are. */
export function linkPlaces(draft: TemplateDraft): LinkPlace[] {
  const places: LinkPlace[] = [{ where: 'the body', text: bodyTextOf(draft) }]
  const header = textHeader(draft)?.text
  if (header) places.push({ where: 'the header', text: header })
  buttonsOf(draft).forEach((button, index) => {
    if (button.type === 'URL' && button.url)
      places.push({ where: `the link of ${buttonName(index)}`, text: button.url })
  })
  return places
}

const SHORTENERS = [
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'v.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'rb.gy',
  't.ly',
  'bl.ink',
  'short.io',
  'shorte.st',
  'adf.ly',
  'lnkd.in',
  'tiny.one',
  's.id',
  'surl.li',
  'qr.ae',
  'db.tt',
]
/** A shortener's domain, with or without its scheme, not inside a longer name ("at.com" is not "t.co"). */
const SHORTENER = new RegExp(
  `(?<![\\p{L}\\p{N}.@-])(?:https?://)?(?:www\\.)?(${SHORTENERS.map((domain) => domain.replaceAll('.', '\\.')).join('|')})(?![\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}])`,
  'giu',
)

export function linkShortener(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('link-shortener', 'body', 'Links use your business’s own domain, not a link shortener')
  const places = linkPlaces(draft)
  if (!places.some((place) => place.text.trim())) return skipped(rule)
  const domains = new Set<string>()
  const where: string[] = []
  for (const place of places) {
    const found = [...place.text.matchAll(SHORTENER)].map((match) => (match[1] ?? '').toLowerCase())
    if (!found.length) continue
    found.forEach((domain) => domains.add(domain))
    where.push(place.where)
  }
  const detail = `Replace the ${listWords([...domains])} link in ${listWords(where)} with a link on your business’s own domain: WhatsApp rejects templates with shortened links, because they hide where the link goes.`
  return outcome(rule, where.length ? { detail } : undefined)
}

const PLAIN_HTTP = /(?<![\p{L}\p{N}])http:\/\//iu
const PLAIN_HTTP_ALL = new RegExp(PLAIN_HTTP.source, 'giu')

/** The text with every http:// link made https:// (the use-https fix). */
export function withHttps(text: string): string {
  return text.replace(PLAIN_HTTP_ALL, 'https://')
}

export function plainHttpLink(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('plain-http-link', 'body', 'Links start with https://')
  const places = linkPlaces(draft)
  if (!places.some((place) => place.text.trim())) return skipped(rule)
  const where = places.filter((place) => PLAIN_HTTP.test(place.text)).map((place) => place.where)
  const detail = `Change http:// to https:// in ${listWords(where)}: WhatsApp rejects links that are not secure.`
  return outcome(rule, where.length ? { detail, fix: { kind: 'use-https' } } : undefined)
}
