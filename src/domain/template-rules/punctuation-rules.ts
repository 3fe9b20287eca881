import { bodyTextOf, footerTextOf, listSome, outcome, ruleInfo, skipped, textHeader } from './rule-kit'
import type { RuleResult, TemplateDraft } from './rule-types'

/*
 * Shouting: runs of punctuation and of emoji, which WhatsApp's review reads as spam.
 */

/** Three or more ! or ? ("!!!", "?!?"), three or more ¡ or ¿, or dots beyond an ellipsis ("....", "……", "…."). */
const PUNCTUATION_RUN = /[!?！？]{3,}|[¡¿]{3,}|\.{4,}|…[.…]+|\.+…/gu

/** The mark a run collapses to: a question stays a question, an ellipsis stays one. */
function collapsed(run: string): string {
  if (run.startsWith('…')) return '…'
  if (run.includes('.')) return '...'
  return /[?？¿]/u.exec(run)?.[0] ?? run.charAt(0)
}

/** The text with each run of punctuation collapsed to one mark, "..." kept (the collapse-punctuation fix). */
export function collapsePunctuation(text: string): string {
  return text.replace(PUNCTUATION_RUN, collapsed)
}

/** The parts of the template a person reads as text, where a run of punctuation shows. */
function textParts(draft: TemplateDraft): string[] {
  return [textHeader(draft)?.text ?? '', bodyTextOf(draft), footerTextOf(draft)]
}

export function punctuationRun(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('punctuation-run', 'body', 'No runs of punctuation such as “!!!” or “???”')
  const parts = textParts(draft)
  if (!parts.some((text) => text.trim())) return skipped(rule)
  const runs = [...new Set(parts.flatMap((text) => text.match(PUNCTUATION_RUN) ?? []))]
  const detail = `Use one mark instead of ${listSome(runs.map((run) => `“${run}”`))}: WhatsApp rejects templates with runs of punctuation as spam.`
  return outcome(rule, runs.length ? { detail, fix: { kind: 'collapse-punctuation' } } : undefined)
}

/** One emoji as a person sees it: a pictograph or flag with its variation selector, skin tone and ZWJ-joined parts. */
const EMOJI = String.raw`(?:\p{Regional_Indicator}{2}|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u20E3)*(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*)*)`
/** The emoji in a row, spaces between them allowed, that count as a run. */
export const EMOJI_RUN_MIN = 5
const EMOJI_RUN = new RegExp(`${EMOJI}(?:\\s*${EMOJI}){${EMOJI_RUN_MIN - 1},}`, 'u')

export function emojiRun(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('emoji-run', 'body', `No more than ${EMOJI_RUN_MIN - 1} emoji in a row`)
  const text = bodyTextOf(draft)
  if (!text.trim()) return skipped(rule)
  const run = EMOJI_RUN.exec(text)?.[0]
  const detail = `Keep a few of the emoji in “${run ?? ''}”: WhatsApp’s reviewers often reject a template with a long run of emoji as spam.`
  return outcome(rule, run ? { detail } : undefined, 'warn')
}
