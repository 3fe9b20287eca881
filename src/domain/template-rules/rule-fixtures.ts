import type { TemplateButton, TemplateComponent } from '@/api/templates'
import { distinctVariables } from '@/domain/template-variables'
import type { RuleField, RuleResult, TemplateDraft } from './rule-types'

/** Test drafts: the parts a test cares about; everything else is a valid utility template. */
export interface DraftParts {
  name?: string
  category?: TemplateDraft['category']
  language?: string
  header?: Omit<TemplateComponent, 'type'>
  body?: string
  /** Defaults to one example per body variable, so example rules stay out of the way. */
  bodyExamples?: string[]
  footer?: string
  buttons?: TemplateButton[]
}

const VALID_BODY = 'Hi {{1}}, your order {{2}} is on its way and should arrive tomorrow.'

export function makeDraft(parts: DraftParts = {}): TemplateDraft {
  const body = parts.body ?? VALID_BODY
  const highest = distinctVariables(body).at(-1) ?? 0
  const examples = parts.bodyExamples ?? Array.from({ length: highest }, (_, i) => `example ${i + 1}`)
  const components: TemplateComponent[] = [
    ...(parts.header ? [{ type: 'HEADER' as const, ...parts.header }] : []),
    { type: 'BODY', text: body, ...(examples.length ? { example: { body_text: [examples] } } : {}) },
    ...(parts.footer === undefined ? [] : [{ type: 'FOOTER' as const, text: parts.footer }]),
    ...(parts.buttons ? [{ type: 'BUTTONS' as const, buttons: parts.buttons }] : []),
  ]
  return {
    name: parts.name ?? 'order_update',
    category: parts.category ?? 'UTILITY',
    language: parts.language ?? 'en_US',
    components,
  }
}

export const quickReply = (text: string): TemplateButton => ({ type: 'QUICK_REPLY', text })
export const website = (text: string, url: string, example?: string): TemplateButton =>
  example === undefined ? { type: 'URL', text, url } : { type: 'URL', text, url, example: [example] }
export const phone = (text: string): TemplateButton => ({ type: 'PHONE_NUMBER', text, phone_number: '+442079460321' })

/** What each rule is, as the checklist shows it: the part of the template it points at, and what it asks. */
const RULE_INFO: Record<string, [RuleField, string]> = {
  'header-plain-text': ['header-text', 'A text header has no line breaks, emoji or formatting'],
  'footer-plain-text': ['footer', 'The footer has no line breaks or emoji'],
  'body-spacing': ['body', 'The body has no tabs, long runs of spaces or of empty lines'],
  'name-format': ['name', 'The name uses only lowercase letters, digits and underscores'],
  'variable-at-edge': ['body', 'The body does not start or end with a variable'],
  'adjacent-variables': ['body', 'Variables have words between them'],
  'header-one-variable': ['header-text', 'A text header has at most one variable, {{1}}'],
  'variables-sequential': ['body', 'Variables are numbered 1, 2, 3… in order'],
  'variable-count': ['body', 'The body has at most 100 variables'],
  'variable-format': ['body', 'Variables are written {{1}}, {{2}}…'],
}

/** The whole result of a failing rule: what the rule is, its detail, and anything more it carries (a fix). */
export function failing(id: string, detail: string, more: Partial<RuleResult> = {}): RuleResult {
  const info = RULE_INFO[id]
  if (!info) throw new Error(`no rule info for ${id}`)
  const [field, label] = info
  return { id, status: 'fail', field, label, detail, ...more }
}
