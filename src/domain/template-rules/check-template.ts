import { CORE_RULES } from './core-rules'
import { REVIEW_RULES } from './review-rules'
import type { CheckContext, Rule, RuleResult, TemplateDraft } from './rule-types'

/** Every rule, in the order the demo API reports them: the builder's first ones, then the review's reasons. */
const RULES: readonly Rule[] = [...CORE_RULES, ...REVIEW_RULES]

/**
 * Every rule's result, in rule order, including the rules that pass and those that do not apply ('skip',
 * e.g. a footer rule without a footer). Name uniqueness needs the workspace, so callers check it against
 * the API; the duplicate-body warning needs the workspace's other bodies, in `context`.
 */
// For a caller that loads the checks on demand (the demo API) and needs the body they compare, from one import.
export { bodyTextOf } from './rule-kit'

export function checkTemplate(draft: TemplateDraft, context: CheckContext = {}): RuleResult[] {
  return RULES.map((rule) => rule(draft, context))
}

/** The failures, in rule order: what blocks a create (the demo API rejects with the first). */
export function templateErrors(draft: TemplateDraft, context: CheckContext = {}): RuleResult[] {
  return checkTemplate(draft, context).filter((rule) => rule.status === 'fail')
}

/** The warnings: worth fixing before Meta's review, never blocking. */
export function templateWarnings(draft: TemplateDraft, context: CheckContext = {}): RuleResult[] {
  return checkTemplate(draft, context).filter((rule) => rule.status === 'warn')
}
