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
import type { Rule } from './rule-types'
import {
  bodyLength,
  bodyRequired,
  footerLength,
  headerTextLength,
  languageKnown,
  mediaHeaderExample,
  nameFormat,
} from './text-rules'
import { skipped } from './rule-kit'
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

/**
 * An authentication template's body is WhatsApp's own wording, which starts with the code and is the same for every
 * business: rules on the body's own words do not apply to it (the authentication-shape rule checks it instead).
 */
function exceptAuthentication(rule: Rule): Rule {
  return (draft, context) => {
    const result = rule(draft, context)
    return draft.category === 'AUTHENTICATION' && result.status !== 'pass' ? skipped(result) : result
  }
}

/** The spec's rules, Meta's published ones, then the warnings: what the builder checks from its first render. */
export const CORE_RULES: readonly Rule[] = [
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
  exceptAuthentication(variableAtEdge),
  adjacentVariables,
  urlButtonsMax,
  phoneButtonsMax,
  buttonsGrouped,
  urlVariableAtEnd,
  urlButtonExample,
  mediaHeaderExample,
  variableDensity,
  exceptAuthentication(bodyUnique),
]
