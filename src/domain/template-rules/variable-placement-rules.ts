import { variableTokens } from '@/domain/template-variables'
import { bodyTextOf, braces, hasWords, listWords, outcome, ruleInfo, skipped } from './rule-kit'
import type { RuleResult, TemplateDraft } from './rule-types'

/*
 * Where body variables sit. WhatsApp publishes both as reasons it rejects a template, so both block.
 */

/**
 * The body must not start or end with a variable: only words count as text around it, so "{{1}}, hi…"
 * starts with a variable and "…your code is {{1}}." ends with one, full stop or not.
 */
export function variableAtEdge(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('variable-at-edge', 'body', 'The body does not start or end with a variable')
  const text = bodyTextOf(draft)
  const tokens = variableTokens(text)
  const first = tokens[0]
  const last = tokens.at(-1)
  if (!first || !last) return skipped(rule)
  const atStart = !hasWords(text.slice(0, first.start))
  const after = text.slice(last.end)
  const atEnd = !hasWords(after)
  if (!atStart && !atEnd) return outcome(rule, undefined)
  const where = listWords([
    ...(atStart ? [`before ${braces(first.n)}`] : []),
    ...(atEnd ? [`after ${braces(last.n)}`] : []),
  ])
  const edge = atStart && atEnd ? 'starts or ends' : atStart ? 'starts' : 'ends'
  const punctuation = atEnd && after.trim() ? ', and punctuation after it does not count' : ''
  return outcome(rule, {
    detail: `Add words ${where}: WhatsApp rejects a body that ${edge} with a variable${punctuation}.`,
  })
}

/** Two variables with nothing but whitespace between them, e.g. "{{1}} {{2}}". */
export function adjacentVariables(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('adjacent-variables', 'body', 'Variables have words between them')
  const text = bodyTextOf(draft)
  const tokens = variableTokens(text)
  if (tokens.length < 2) return skipped(rule)
  const pairs = tokens.slice(1).flatMap((token, i) => {
    const before = tokens[i]
    return before && !text.slice(before.end, token.start).trim() ? [`${braces(before.n)} and ${braces(token.n)}`] : []
  })
  const [firstPair, ...morePairs] = pairs
  if (!firstPair) return outcome(rule, undefined)
  const others = morePairs.length ? `, and so do ${morePairs.join(', and ')}` : ''
  return outcome(rule, {
    detail: `Put words between the variables: ${firstPair} sit side by side${others}. WhatsApp rejects variables with only spaces between them.`,
  })
}
