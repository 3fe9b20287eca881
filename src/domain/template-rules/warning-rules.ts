import { variableTokens, withoutVariables } from '@/domain/template-variables'
import { bodyTextOf, countWords, listSome, outcome, plural, ruleInfo, skipped, spacedWords } from './rule-kit'
import type { CheckContext, RuleResult, TemplateDraft } from './rule-types'

/*
 * Warnings: reasons WhatsApp gives for rejecting templates that a rule can only estimate. They never
 * block saving or the demo API.
 */

/** Words a body needs outside its variables: 2 per variable, plus 1. */
export function wordsNeeded(variables: number): number {
  return 2 * variables + 1
}

/**
 * WhatsApp rejects templates with "too many variables for the message length". Meta publishes no number;
 * this warns below 2x+1 words outside x variables (each occurrence counts), e.g. "Hi {{1}}, {{2}} is ready"
 * has 3 words for 2 variables, under 5.
 */
export function variableDensity(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('variable-density', 'body', 'The body has enough words for its variables')
  const text = bodyTextOf(draft)
  const count = variableTokens(text).length
  if (!count) return skipped(rule)
  const own = withoutVariables(text, ' ')
  const needed = wordsNeeded(count)
  // Segmenting words takes a millisecond on a long body, every keystroke: a plain split settles most bodies.
  const spaced = spacedWords(own)
  const words = spaced >= needed ? spaced : countWords(own)
  const detail = `Add ${plural(needed - words, 'more word')} or use fewer variables: the body has ${plural(count, 'variable')} but only ${plural(words, 'word')} of its own, and WhatsApp rejects templates with too many variables for their length.`
  return outcome(rule, words < needed ? { detail } : undefined, 'warn')
}

/** Same wording whatever the spacing or case. */
function normalized(body: string): string {
  return body.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** Unless both languages are known and differ: an English and a Spanish version may share a body ("OK"). */
function sameLanguage(one: string | undefined, other: string | undefined): boolean {
  return !one?.trim() || !other?.trim() || one.trim().toLowerCase() === other.trim().toLowerCase()
}

/** WhatsApp rejects a template whose content duplicates an existing one in the same language; the other bodies come from the caller. */
export function bodyUnique(draft: TemplateDraft, { otherBodies }: CheckContext): RuleResult {
  const rule = ruleInfo('body-unique', 'body', 'The body is not the same as another template’s in this workspace')
  const body = normalized(bodyTextOf(draft))
  if (!otherBodies || !body) return skipped(rule)
  const same = otherBodies
    .filter((other) => normalized(other.body) === body && sameLanguage(draft.language, other.language))
    .map((other) => `“${other.name}”`)
  const detail = `Reword the body: it is the same as ${listSome(same)}, and WhatsApp rejects a template that duplicates another one.`
  return outcome(rule, same.length ? { detail } : undefined, 'warn')
}
