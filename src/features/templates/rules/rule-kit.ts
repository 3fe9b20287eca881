import type { TemplateButton, TemplateComponent } from '@/api/templates'
import type { Problem, RuleInfo, RuleResult, RuleStatus, TemplateDraft } from './rule-types'

/** A passing result when there is no problem, else a failing (or warning) one carrying it. */
export function outcome(rule: RuleInfo, problem: Problem | undefined, status: Exclude<RuleStatus, 'pass'> = 'fail'): RuleResult {
  return problem ? { ...rule, status, ...problem } : { ...rule, status: 'pass' }
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

/** "Button 2" for index 1: people count buttons from one. */
export function buttonName(index: number): string {
  return `Button ${index + 1}`
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

/** 1024 -> "1,024", so limits read the same everywhere. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-GB')
}

/** "The body is 1,100 characters; the limit is 1,024." when over the limit. */
export function overLimit(subject: string, text: string | undefined, limit: number): Problem | undefined {
  const length = charCount(text)
  return length > limit ? { detail: `${subject} is ${formatCount(length)} characters; the limit is ${formatCount(limit)}.` } : undefined
}
