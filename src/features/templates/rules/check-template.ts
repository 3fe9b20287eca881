import { atMostThreeButtons, buttonsGrouped, buttonTargets, buttonTextLength, phoneButtonsMax, urlButtonExample, urlButtonsMax, urlVariableAtEnd } from './button-rules'
import { marketingOptOut } from './opt-out-rule'
import type { RuleResult, TemplateDraft } from './rule-types'
import { bodyLength, bodyRequired, footerLength, headerTextLength, languageKnown, mediaHeaderExample, nameFormat } from './text-rules'
import { footerNoVariables, headerOneVariable, variablesHaveExamples, variablesSequential } from './variable-rules'
import { adjacentVariables, variableAtEdge, variableDensity } from './warning-rules'

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
