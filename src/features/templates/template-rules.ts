import type { TemplateBody, TemplateComponent } from '@/api/templates'
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

export const MAX_BUTTONS = 3
const OPT_OUT = /\b(stop|unsubscribe|opt[ -]?out)\b/i

export function findComponent(components: TemplateComponent[], type: TemplateComponent['type']) {
  return components.find((component) => component.type === type)
}

function result(id: string, field: RuleField, label: string, failure: string | undefined): RuleResult {
  return failure ? { id, field, label, status: 'fail', detail: failure } : { id, field, label, status: 'pass' }
}

function bodyRequired(draft: TemplateDraft): RuleResult {
  const body = findComponent(draft.components, 'BODY')
  return result('body-required', 'body', 'The template has a body', body?.text?.trim() ? undefined : 'Add the body text: every template needs one.')
}

function variablesHaveExamples(draft: TemplateDraft): RuleResult {
  const missing: string[] = []
  const body = findComponent(draft.components, 'BODY')
  const bodyExamples = body?.example?.body_text?.[0] ?? []
  for (const n of distinctVariables(body?.text)) {
    if (!bodyExamples[n - 1]?.trim()) missing.push(`body {{${n}}}`)
  }
  const header = findComponent(draft.components, 'HEADER')
  if (header?.format === 'TEXT') {
    const headerExamples = header.example?.header_text ?? []
    for (const n of distinctVariables(header.text)) {
      if (!headerExamples[n - 1]?.trim()) missing.push(`header {{${n}}}`)
    }
  }
  return result(
    'variables-have-examples',
    'body',
    'Every variable has an example value',
    missing.length ? `Add an example for ${missing.join(', ')}.` : undefined,
  )
}

function atMostThreeButtons(draft: TemplateDraft): RuleResult {
  const count = findComponent(draft.components, 'BUTTONS')?.buttons?.length ?? 0
  return result(
    'max-buttons',
    'buttons',
    `At most ${MAX_BUTTONS} buttons`,
    count > MAX_BUTTONS ? `Remove ${count - MAX_BUTTONS} of the ${count} buttons.` : undefined,
  )
}

export function hasOptOut(draft: TemplateDraft): boolean {
  const footer = findComponent(draft.components, 'FOOTER')
  if (footer?.text && OPT_OUT.test(footer.text)) return true
  const buttons = findComponent(draft.components, 'BUTTONS')?.buttons ?? []
  return buttons.some((button) => button.type === 'QUICK_REPLY' && OPT_OUT.test(button.text))
}

function marketingOptOut(draft: TemplateDraft): RuleResult {
  const failing = draft.category === 'MARKETING' && !hasOptOut(draft)
  return result(
    'marketing-opt-out',
    'footer',
    'A marketing template offers an opt-out',
    failing ? 'Add a footer such as "Reply STOP to unsubscribe" or a quick-reply button to stop.' : undefined,
  )
}

/** The spec's component rules (name uniqueness needs the workspace, so callers check it against the API). */
export function checkTemplate(draft: TemplateDraft): RuleResult[] {
  return [bodyRequired(draft), variablesHaveExamples(draft), atMostThreeButtons(draft), marketingOptOut(draft)]
}

export function templateErrors(draft: TemplateDraft): RuleResult[] {
  return checkTemplate(draft).filter((rule) => rule.status === 'fail')
}
