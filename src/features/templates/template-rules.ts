import type { TemplateBody } from '@/api/templates'
import { MAX_BUTTONS } from './template-limits'
import { bodyTextOf, buttonsOf, findComponent, footerTextOf, headerOf, outcome, type Problem } from './template-rule-kit'
import { buttonsGrouped, buttonTargets, buttonTextLength, phoneButtonsMax, urlButtonExample, urlButtonsMax, urlVariableAtEnd } from './template-rules-buttons'
import { bodyLength, footerLength, headerTextLength, languageKnown, mediaHeaderExample, nameFormat } from './template-rules-text'
import { footerNoVariables, headerOneVariable, variablesSequential } from './template-rules-variables'
import { adjacentVariables, variableAtEdge, variableDensity } from './template-rules-warnings'
import { distinctVariables } from './template-variables'

export type RuleStatus = 'pass' | 'fail' | 'warn'
export type TemplateDraft = Pick<TemplateBody, 'category' | 'name' | 'components'> & { language?: string }

export type RuleField = 'name' | 'category' | 'language' | 'header' | 'body' | 'footer' | 'buttons'

/** A one-click repair the builder can apply. */
export type RuleFix =
  | { kind: 'add-opt-out-footer' }
  | { kind: 'add-example'; component: 'body' | 'header'; variable: number }
  | { kind: 'add-button-example'; buttonIndex: number }
  | { kind: 'renumber-variables'; component: 'body' | 'header' }

export interface RuleResult {
  id: string
  status: RuleStatus
  /** What the rule asks, in words a marketer understands. */
  label: string
  /** Why it failed or warns; absent when it passes. */
  detail?: string
  /** The part of the template the rule is about, so the UI can link to its field. */
  field: RuleField
  /** For button rules: which button (0-based). */
  buttonIndex?: number
  fix?: RuleFix
}

/** The footer the "add opt-out" fix puts in. */
export const OPT_OUT_FOOTER = 'Reply STOP to unsubscribe'
const OPT_OUT = /\b(stop|unsubscribe|opt[ -]?out)\b/i

function bodyRequired(draft: TemplateDraft): RuleResult {
  const rule = { id: 'body-required', field: 'body', label: 'The template has a body' } as const
  return outcome(rule, bodyTextOf(draft).trim() ? undefined : { detail: 'Add the body text: every template needs one.' })
}

/** Body {{n}} needs example.body_text[0][n-1]; a text header's {{n}} needs example.header_text[n-1]. The fix targets the first gap. */
function variablesHaveExamples(draft: TemplateDraft): RuleResult {
  const missing: { component: 'body' | 'header'; variable: number }[] = []
  const body = findComponent(draft.components, 'BODY')
  const bodyExamples = body?.example?.body_text?.[0] ?? []
  for (const n of distinctVariables(body?.text)) {
    if (!bodyExamples[n - 1]?.trim()) missing.push({ component: 'body', variable: n })
  }
  const header = headerOf(draft)
  if (header?.format === 'TEXT') {
    const headerExamples = header.example?.header_text ?? []
    for (const n of distinctVariables(header.text)) {
      if (!headerExamples[n - 1]?.trim()) missing.push({ component: 'header', variable: n })
    }
  }
  const [first] = missing
  const problem: Problem | undefined = first && {
    detail: `Add an example for ${missing.map((m) => `${m.component} {{${m.variable}}}`).join(', ')}.`,
    fix: { kind: 'add-example', ...first },
  }
  return outcome({ id: 'variables-have-examples', field: first?.component ?? 'body', label: 'Every variable has an example value' }, problem)
}

function atMostThreeButtons(draft: TemplateDraft): RuleResult {
  const rule = { id: 'max-buttons', field: 'buttons', label: `At most ${MAX_BUTTONS} buttons` } as const
  const count = buttonsOf(draft).length
  return outcome(rule, count > MAX_BUTTONS ? { detail: `Remove ${count - MAX_BUTTONS} of the ${count} buttons.`, buttonIndex: MAX_BUTTONS } : undefined)
}

export function hasOptOut(draft: TemplateDraft): boolean {
  if (OPT_OUT.test(footerTextOf(draft))) return true
  return buttonsOf(draft).some((button) => button.type === 'QUICK_REPLY' && OPT_OUT.test(button.text))
}

function marketingOptOut(draft: TemplateDraft): RuleResult {
  const rule = { id: 'marketing-opt-out', field: 'footer', label: 'A marketing template offers an opt-out' } as const
  const failing = draft.category === 'MARKETING' && !hasOptOut(draft)
  const detail = `Add a footer such as "${OPT_OUT_FOOTER}" or a quick-reply button to stop.`
  return outcome(rule, failing ? { detail, fix: { kind: 'add-opt-out-footer' } } : undefined)
}

/** Every rule, in the order the checks panel lists them: the spec's, then Meta's, then the warnings. */
const RULES: readonly ((draft: TemplateDraft) => RuleResult)[] = [
  bodyRequired,
  variablesHaveExamples,
  atMostThreeButtons,
  marketingOptOut,
  nameFormat,
  languageKnown,
  headerTextLength,
  headerOneVariable,
  bodyLength,
  footerLength,
  footerNoVariables,
  buttonTextLength,
  buttonTargets,
  variablesSequential,
  urlButtonsMax,
  phoneButtonsMax,
  buttonsGrouped,
  urlVariableAtEnd,
  urlButtonExample,
  mediaHeaderExample,
  variableAtEdge,
  adjacentVariables,
  variableDensity,
]

/**
 * Every rule's result, passing ones included, so the panel always lists them all (a rule about a part the
 * draft lacks, e.g. a header, passes). Name uniqueness needs the workspace, so callers check it against the API.
 */
export function checkTemplate(draft: TemplateDraft): RuleResult[] {
  return RULES.map((rule) => rule(draft))
}

/** The failures, in rule order: what blocks a create (the demo API rejects with the first). */
export function templateErrors(draft: TemplateDraft): RuleResult[] {
  return checkTemplate(draft).filter((rule) => rule.status === 'fail')
}

/** The warnings: worth fixing before Meta's review, never blocking. */
export function templateWarnings(draft: TemplateDraft): RuleResult[] {
  return checkTemplate(draft).filter((rule) => rule.status === 'warn')
}
