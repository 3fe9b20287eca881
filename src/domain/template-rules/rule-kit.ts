import type { TemplateButton, TemplateComponent } from '@/api/templates'
import { formatCount } from '@/lib/format'
import { idleValue } from '@/lib/idle-value'
import type { Problem, RuleField, RuleInfo, RuleResult, TemplateDraft } from './rule-types'

/** What a rule is: its id, the part of the template it is about, and what it asks. */
export function ruleInfo(id: string, field: RuleField, label: string): RuleInfo {
  return { id, field, label }
}

/** A passing result when there is no problem, else a failing (or warning) one carrying it. */
export function outcome(rule: RuleInfo, problem: Problem | undefined, status: 'fail' | 'warn' = 'fail'): RuleResult {
  return problem ? { ...rule, status, ...problem } : { ...rule, status: 'pass' }
}

/** The result of a rule that does not apply to the draft, e.g. a footer rule when there is no footer. */
export function skipped(rule: RuleInfo): RuleResult {
  return { ...rule, status: 'skip' }
}

export function findComponent(components: TemplateComponent[], type: TemplateComponent['type']) {
  return components.find((component) => component.type === type)
}

export function headerOf(draft: TemplateDraft) {
  return findComponent(draft.components, 'HEADER')
}

export function textHeader(draft: TemplateDraft) {
  const header = headerOf(draft)
  return header?.format === 'TEXT' ? header : undefined
}

export function bodyTextOf(draft: TemplateDraft): string {
  return findComponent(draft.components, 'BODY')?.text ?? ''
}

export function footerTextOf(draft: TemplateDraft): string {
  return findComponent(draft.components, 'FOOTER')?.text ?? ''
}

export function buttonsOf(draft: TemplateDraft): TemplateButton[] {
  return findComponent(draft.components, 'BUTTONS')?.buttons ?? []
}

/** Length as a person counts it: an emoji or accented letter is one character, not two UTF-16 units. */
export function charCount(text: string | undefined): number {
  return text ? [...text].length : 0
}

/** "button 2" for index 1: people count buttons from one. */
export function buttonName(index: number): string {
  return `button ${index + 1}`
}

/** "a", "a and b", "a, b and c". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`
}

/** "1 variable", "2 variables". */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

/** "Shorten the body to 1,024 characters: it has 1,100." when over the limit. */
export function overLimit(subject: string, text: string | undefined, limit: number): Problem | undefined {
  const length = charCount(text)
  return length > limit
    ? { detail: `Shorten ${subject} to ${formatCount(limit)} characters: it has ${formatCount(length)}.` }
    : undefined
}

/** True when the text has a letter or a digit, in any script: punctuation, spaces and emoji alone are not words. */
export function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text)
}

const wordSegmenter = idleValue(() =>
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'word' }) : undefined,
)

/** The runs between spaces that hold a letter or a digit: never more than countWords finds, and much faster. */
export function spacedWords(text: string): number {
  return text.split(/\s+/).filter(hasWords).length
}

/** Words as a reader counts them, also in scripts without spaces (Chinese, Thai) where the browser can segment them. */
export function countWords(text: string): number {
  const segmenter = wordSegmenter()
  if (!segmenter) return spacedWords(text)
  let count = 0
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count += 1
  return count
}

/** "a, b, c and 2 more" when there are more than `shown`. */
export function listSome(words: readonly string[], shown = 3): string {
  return words.length > shown
    ? `${words.slice(0, shown).join(', ')} and ${words.length - shown} more`
    : listWords(words)
}

/** Braces around a variable's number: 2 -> "{{2}}". */
export function braces(n: number): string {
  return `{{${n}}}`
}
