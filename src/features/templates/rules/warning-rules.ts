import { variableTokens, withoutVariables } from '../template-variables'
import { bodyTextOf, charCount, outcome, plural } from './rule-kit'
import type { RuleResult, TemplateDraft } from './rule-types'

/*
 * Warnings: things Meta's review tends to reject, which never block saving or the demo API.
 * All three look at the body only (a header has at most one variable and a footer none).
 */

/** Characters of own text each variable needs around it before the body counts as "mostly variables". */
export const CHARACTERS_PER_VARIABLE = 10

/**
 * Meta rejects a body that starts or ends with a variable. Only surrounding whitespace is ignored:
 * any other character, punctuation included, counts as text, so "Your total is {{1}}." passes.
 */
export function variableAtEdge(draft: TemplateDraft): RuleResult {
  const rule = { id: 'variable-at-edge', field: 'body', label: 'The body does not start or end with a variable' } as const
  const text = bodyTextOf(draft)
  const tokens = variableTokens(text)
  const first = tokens[0]
  const last = tokens.at(-1)
  const problems = [
    ...(first && first.start === text.length - text.trimStart().length ? [`The body starts with {{${first.n}}}: add words before it.`] : []),
    ...(last && last.end === text.trimEnd().length ? [`The body ends with {{${last.n}}}: add words after it (a full stop is enough).`] : []),
  ]
  const detail = `${problems.join(' ')} WhatsApp rejects templates whose body starts or ends with a variable.`
  return outcome(rule, problems.length ? { detail } : undefined, 'warn')
}

/** Two variables with nothing but whitespace between them, e.g. "{{1}} {{2}}". */
export function adjacentVariables(draft: TemplateDraft): RuleResult {
  const rule = { id: 'adjacent-variables', field: 'body', label: 'Variables have words between them' } as const
  const text = bodyTextOf(draft)
  const tokens = variableTokens(text)
  const pairs = tokens.slice(1).flatMap((token, i) => {
    const before = tokens[i]
    return before && !text.slice(before.end, token.start).trim() ? [`{{${before.n}}} and {{${token.n}}}`] : []
  })
  const detail = `${pairs.join(', ')} ${pairs.length > 1 ? 'sit' : 'sits'} side by side: put words between them, or WhatsApp may reject the template.`
  return outcome(rule, pairs.length ? { detail } : undefined, 'warn')
}

/**
 * Heuristic (Meta publishes no number): warn when the body's own text, i.e. every character outside the
 * variables, whitespace included, is shorter than CHARACTERS_PER_VARIABLE per variable occurrence.
 * "Hi {{1}}, {{2}} is ready" has 2 variables and 14 characters of its own, under 20, so it warns.
 */
export function variableDensity(draft: TemplateDraft): RuleResult {
  const rule = { id: 'variable-density', field: 'body', label: 'The body has enough text for its variables' } as const
  const text = bodyTextOf(draft)
  const count = variableTokens(text).length
  const own = charCount(withoutVariables(text))
  const needed = count * CHARACTERS_PER_VARIABLE
  const detail = `The body has ${plural(count, 'variable')} but only ${own} characters of its own text; add about ${needed - own} more characters or use fewer variables, or WhatsApp may reject it as too many variables for its length.`
  return outcome(rule, count > 0 && own < needed ? { detail } : undefined, 'warn')
}
