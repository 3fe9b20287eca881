import {
  atMostThreeButtons,
  buttonsGrouped,
  buttonTargets,
  buttonTextLength,
  phoneButtonsMax,
  urlButtonExample,
  urlButtonsMax,
  urlVariableAtEnd,
} from './button-rules'
import { bodySpacing, footerPlainText, headerPlainText } from './formatting-rules'
import { marketingOptOut } from './opt-out-rule'
import type { CheckContext, Rule, RuleResult, TemplateDraft } from './rule-types'
import {
  bodyLength,
  bodyRequired,
  footerLength,
  headerTextLength,
  languageKnown,
  mediaHeaderExample,
  nameFormat,
} from './text-rules'
import { adjacentVariables, variableAtEdge } from './variable-placement-rules'
import {
  footerNoVariables,
  headerOneVariable,
  variableCount,
  variableFormat,
  variablesHaveExamples,
  variablesSequential,
} from './variable-rules'
import { bodyUnique, variableDensity } from './warning-rules'

/** Every rule, in the order the demo API reports them: the spec's, then Meta's, then the warnings. */
const RULES: readonly Rule[] = [
  bodyRequired,
  variablesHaveExamples,
  atMostThreeButtons,
  marketingOptOut,
  nameFormat,
  languageKnown,
  headerTextLength,
  headerOneVariable,
  headerPlainText,
  bodyLength,
  bodySpacing,
  footerLength,
  footerNoVariables,
  footerPlainText,
  buttonTextLength,
  buttonTargets,
  variableFormat,
  variablesSequential,
  variableCount,
  variableAtEdge,
  adjacentVariables,
  urlButtonsMax,
  phoneButtonsMax,
  buttonsGrouped,
  urlVariableAtEnd,
  urlButtonExample,
  mediaHeaderExample,
  variableDensity,
  bodyUnique,
]

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
