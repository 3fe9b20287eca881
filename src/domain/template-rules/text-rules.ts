import { makeNameValid } from '@/domain/make-name-valid'
import { BODY_MAX, FOOTER_MAX, HEADER_TEXT_MAX, NAME_MAX } from '@/domain/template-limits'
import { closestWhatsappLanguage, isWhatsappLanguage } from '@/domain/whatsapp-languages'
import { formatCount } from '@/lib/format'
import {
  bodyTextOf,
  charCount,
  footerTextOf,
  headerOf,
  listWords,
  outcome,
  overLimit,
  ruleInfo,
  skipped,
  textHeader,
} from './rule-kit'
import type { Problem, RuleResult, TemplateDraft } from './rule-types'

const NAME_CHARACTER = /[a-z0-9_]/

/** What is wrong with a name's characters, in words: capital letters, spaces, then each other character quoted. */
function wrongCharacters(name: string): string[] {
  const wrong = [...new Set(name)].filter((char) => !NAME_CHARACTER.test(char))
  const capitals = wrong.filter((char) => char !== char.toLowerCase())
  const others = wrong.filter((char) => char === char.toLowerCase() && !/\s/.test(char)).map((char) => `"${char}"`)
  return [
    ...(capitals.length ? [`capital letters (${capitals.join(', ')})`] : []),
    ...(wrong.some((char) => /\s/.test(char)) ? ['spaces'] : []),
    ...others,
  ]
}

export function nameFormat(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('name-format', 'name', 'The name uses only lowercase letters, digits and underscores')
  const { name } = draft
  if (!name) return outcome(rule, { detail: 'Give the template a name, e.g. order_update.' })
  const wrong = wrongCharacters(name)
  const valid = makeNameValid(name)
  const length = charCount(name)
  const problems = [
    ...(wrong.length
      ? [
          `Use only lowercase letters, digits and underscores${valid ? `, e.g. ${valid}` : ''}: the name contains ${listWords(wrong)}.`,
        ]
      : []),
    ...(length > NAME_MAX
      ? [`Shorten the name to ${formatCount(NAME_MAX)} characters: it has ${formatCount(length)}.`]
      : []),
  ]
  if (!problems.length) return outcome(rule, undefined)
  return outcome(rule, {
    detail: problems.join(' '),
    ...(valid && valid !== name ? { fix: { kind: 'make-name-valid' } } : {}),
  })
}

function languageProblem(language: string): Problem | undefined {
  if (!language.trim()) return { detail: 'Choose the language the template is written in, e.g. en_US.' }
  if (isWhatsappLanguage(language)) return undefined
  const closest = closestWhatsappLanguage(language)
  const advice = closest ? `Use "${closest.code}" (${closest.name})` : 'Choose a language from the list, e.g. en_US'
  return { detail: `${advice}: "${language}" is not a WhatsApp template language.` }
}

/** Only checked when the draft says its language (the API requires one; the builder may not have it yet). */
export function languageKnown(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('language-known', 'language', 'The language is one WhatsApp supports')
  return draft.language === undefined ? skipped(rule) : outcome(rule, languageProblem(draft.language))
}

export function headerTextLength(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('header-text-length', 'header-text', `A text header has 1 to ${HEADER_TEXT_MAX} characters`)
  const header = textHeader(draft)
  if (!header) return skipped(rule)
  if (!header.text?.trim())
    return outcome(rule, { detail: 'Write the header text, or choose “No header”: a text header cannot be empty.' })
  return outcome(rule, overLimit('the header', header.text, HEADER_TEXT_MAX))
}

export function bodyRequired(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('body-required', 'body', 'The template has a body')
  return outcome(
    rule,
    bodyTextOf(draft).trim() ? undefined : { detail: 'Add the body text: every template needs one.' },
  )
}

export function bodyLength(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('body-length', 'body', `The body is at most ${formatCount(BODY_MAX)} characters`)
  const body = bodyTextOf(draft)
  return body.trim() ? outcome(rule, overLimit('the body', body, BODY_MAX)) : skipped(rule)
}

export function footerLength(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('footer-length', 'footer', `The footer is at most ${FOOTER_MAX} characters`)
  const footer = footerTextOf(draft)
  return footer ? outcome(rule, overLimit('the footer', footer, FOOTER_MAX)) : skipped(rule)
}

const MEDIA_FORMATS: ReadonlySet<string> = new Set(['IMAGE', 'VIDEO', 'DOCUMENT'])

export function mediaHeaderExample(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('media-header-example', 'header-media', 'An image, video or document header has a sample file')
  const header = headerOf(draft)
  // A newer format (LOCATION) is not the spec's to check: it has no sample file.
  if (!header?.format || !MEDIA_FORMATS.has(header.format)) return skipped(rule)
  if (header.example?.header_handle?.[0]?.trim()) return outcome(rule, undefined)
  const kind = header.format.toLowerCase()
  return outcome(rule, {
    detail: `Add a link to a sample ${kind} for the header: WhatsApp reviews the template with it.`,
  })
}
