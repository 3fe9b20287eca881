import { bodyTextOf, footerTextOf, listWords, outcome, ruleInfo, skipped, textHeader } from './rule-kit'
import type { RuleResult, TemplateDraft } from './rule-types'

/*
 * Characters WhatsApp refuses in a part of the template, as its template guidelines list them.
 */

const LINE_BREAK = /[\r\n]/
/** Emoji shown as emoji: "🎉", or a symbol followed by the emoji variation selector ("❤️"). "©" or "™" alone are text. */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u
const MARKUP = /[*_~]|```/g

/** The found items, or undefined when there are none. */
function found(items: readonly (string | false)[]): string[] | undefined {
  const present = items.filter((item): item is string => !!item)
  return present.length ? present : undefined
}

export function headerPlainText(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('header-plain-text', 'header-text', 'A text header has no line breaks, emoji or formatting')
  const text = textHeader(draft)?.text
  if (text == null) return skipped(rule)
  const markup = [...new Set(text.match(MARKUP))]
  const wrong = found([
    LINE_BREAK.test(text) && 'the line breaks',
    EMOJI.test(text) && 'the emoji',
    markup.length > 0 && `the formatting characters (${markup.join(' ')})`,
  ])
  const detail =
    wrong &&
    `Take ${listWords(wrong)} out of the header: WhatsApp rejects a text header with line breaks, emoji or formatting (* _ ~ \`\`\`).`
  return outcome(rule, detail ? { detail } : undefined)
}

export function footerPlainText(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('footer-plain-text', 'footer', 'The footer has no line breaks or emoji')
  const text = footerTextOf(draft)
  if (!text) return skipped(rule)
  const wrong = found([LINE_BREAK.test(text) && 'the line breaks', EMOJI.test(text) && 'the emoji'])
  const detail =
    wrong && `Take ${listWords(wrong)} out of the footer: WhatsApp rejects a footer with line breaks or emoji.`
  return outcome(rule, detail ? { detail } : undefined)
}

const TAB = /\t/
const SPACES = / {5}/
/** Three or more empty lines in a row (lines of only spaces count as empty). */
const EMPTY_LINES = /\n(?:[^\S\n]*\n){3}/

export function bodySpacing(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('body-spacing', 'body', 'The body has no tabs, long runs of spaces or of empty lines')
  const text = bodyTextOf(draft)
  if (!text.trim()) return skipped(rule)
  const checks = [
    { found: TAB.test(text), what: 'the tabs', reason: 'a tab' },
    { found: SPACES.test(text), what: 'the extra spaces', reason: 'more than 4 spaces in a row' },
    { found: EMPTY_LINES.test(text), what: 'the extra empty lines', reason: 'more than 2 empty lines in a row' },
  ].filter((check) => check.found)
  if (!checks.length) return outcome(rule, undefined)
  const what = listWords(checks.map((check) => check.what))
  const reasons = checks.map((check) => check.reason)
  return outcome(rule, { detail: `Take out ${what}: WhatsApp rejects a body with ${reasons.join(', or ')}.` })
}
