import { MAX_VARIABLES } from '@/domain/template-limits'
import { distinctVariables, extractVariables, firstAppearances } from '@/domain/template-variables'
import {
  bodyTextOf,
  braces,
  findComponent,
  footerTextOf,
  listSome,
  listWords,
  outcome,
  ruleInfo,
  skipped,
  textHeader,
} from './rule-kit'
import type { ProblemPart, RuleField, RuleResult, TemplateDraft } from './rule-types'

/** Body {{n}} needs example.body_text[0][n-1]; a text header's {{n}} needs example.header_text[n-1]. The fix targets the first gap. */
export function variablesHaveExamples(draft: TemplateDraft): RuleResult {
  const body = findComponent(draft.components, 'BODY')
  const header = textHeader(draft)
  const bodyVariables = distinctVariables(body?.text)
  const headerVariables = distinctVariables(header?.text)
  const bodyExamples = body?.example?.body_text?.[0] ?? []
  const headerExamples = header?.example?.header_text ?? []
  const missing = [
    ...bodyVariables
      .filter((n) => !bodyExamples[n - 1]?.trim())
      .map((variable) => ({ component: 'body' as const, variable })),
    ...headerVariables
      .filter((n) => !headerExamples[n - 1]?.trim())
      .map((variable) => ({ component: 'header' as const, variable })),
  ]
  const [first] = missing
  const field = first?.component === 'header' ? 'header-text' : 'body'
  const rule = ruleInfo('variables-have-examples', field, 'Every variable has an example value')
  if (!bodyVariables.length && !headerVariables.length) return skipped(rule)
  if (!first) return outcome(rule, undefined)
  const named = (m: (typeof missing)[number]) => `${m.component} ${braces(m.variable)}`
  const parts: ProblemPart[] = missing.map((m) => ({
    detail: `Add an example for ${named(m)}.`,
    fix: { kind: 'add-example', ...m },
  }))
  return outcome(rule, {
    detail: `Add an example for ${listWords(missing.map(named))}: WhatsApp reviews every variable with its example.`,
    fix: { kind: 'add-example', ...first },
    parts,
  })
}

export function headerOneVariable(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('header-one-variable', 'header-text', 'A text header has at most one variable, {{1}}')
  const header = textHeader(draft)
  if (!header) return skipped(rule)
  const variables = extractVariables(header.text)
  const [only] = variables
  if (variables.length > 1) {
    const listed = listWords(variables.map(braces))
    return outcome(rule, { detail: `Keep one variable, {{1}}, in the header: it has ${variables.length} (${listed}).` })
  }
  if (only !== undefined && only !== 1) {
    return outcome(rule, {
      detail: `Renumber the header variable to {{1}}: it is ${braces(only)}, and a header's only variable must be {{1}}.`,
      fix: { kind: 'renumber-variables', component: 'header' },
    })
  }
  return outcome(rule, undefined)
}

export function footerNoVariables(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('footer-no-variables', 'footer', 'The footer has no variables')
  const footer = footerTextOf(draft)
  if (!footer) return skipped(rule)
  const variables = firstAppearances(footer).map(braces)
  return outcome(
    rule,
    variables.length
      ? { detail: `Move ${listWords(variables)} to the body: a footer cannot have variables.` }
      : undefined,
  )
}

/** "1, 2, 3" for short runs, "1 to 12" for long ones. */
function numbering(count: number): string {
  return count <= 5 ? Array.from({ length: count }, (_, i) => i + 1).join(', ') : `1 to ${count}`
}

/** The first few numbers in 1..highest that `present` lacks (bounded, so {{1}} {{99999}} stays cheap). */
function firstMissing(present: readonly number[], highest: number, limit: number): number[] {
  const missing: number[] = []
  for (let n = 1; n < highest && missing.length < limit; n += 1) if (!present.includes(n)) missing.push(n)
  return missing
}

function sequenceProblem(order: readonly number[]): string | undefined {
  const zero = order.find((n) => n < 1)
  if (zero !== undefined) return `Number the variables from {{1}}: ${braces(zero)} is not allowed.`
  const highest = order.reduce((max, n) => Math.max(max, n), 0)
  const gaps = highest - order.length
  if (gaps > 0) {
    const shown = firstMissing(order, highest, 3).map(braces)
    const named = gaps > shown.length ? `${shown.join(', ')} and ${gaps - shown.length} more` : listWords(shown)
    return `Number the variables ${numbering(highest)} in order: ${named} ${gaps === 1 ? 'is' : 'are'} missing.`
  }
  const misplaced = order.findIndex((n, i) => n !== i + 1)
  const early = order[misplaced]
  if (early === undefined) return undefined
  return `Number the variables ${numbering(order.length)} in the order they first appear: ${braces(early)} comes before ${braces(misplaced + 1)}.`
}

/** Body variables are numbered 1..n by first appearance, with no gaps; a number may repeat ("Give {{1}}, get {{1}}"). */
export function variablesSequential(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('variables-sequential', 'body', 'Variables are numbered 1, 2, 3… in order')
  const order = firstAppearances(bodyTextOf(draft))
  if (!order.length) return skipped(rule)
  const detail = sequenceProblem(order)
  return outcome(rule, detail ? { detail, fix: { kind: 'renumber-variables', component: 'body' } } : undefined)
}

export function variableCount(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('variable-count', 'body', `The body has at most ${MAX_VARIABLES} variables`)
  const count = distinctVariables(bodyTextOf(draft)).length
  if (!count) return skipped(rule)
  const detail = `Use at most ${MAX_VARIABLES} variables: the body has ${count}, and WhatsApp rejects a template with more.`
  return outcome(rule, count > MAX_VARIABLES ? { detail } : undefined)
}

/**
 * Brace groups that are meant as a variable but are not written {{n}}: anything with double braces, and
 * single braces around a number. Single braces around other text ("{name}") are ordinary text.
 */
const BRACE_GROUP = /\{\{\d+\}\}|\{+[^{}\n]{0,30}\}+|\{\{+|\}\}+/g
const WELL_FORMED = /^\{\{\d+\}\}$/

function malformedVariables(text: string): string[] {
  const found = Array.from(text.matchAll(BRACE_GROUP), ([group]) => group).filter(
    (group) =>
      !WELL_FORMED.test(group) && (group.includes('{{') || group.includes('}}') || /^\{\s*\d+\s*\}$/.test(group)),
  )
  return [...new Set(found)]
}

/** WhatsApp reads only {{1}}, {{2}}… as variables and rejects "{{ 1 }}", "{{1a}}", "{1}" or "{{name}}". */
export function variableFormat(draft: TemplateDraft): RuleResult {
  const texts: [RuleField, string][] = [
    ['body', bodyTextOf(draft)],
    ['header-text', textHeader(draft)?.text ?? ''],
    ['footer', footerTextOf(draft)],
  ]
  const found = texts.map(([field, text]) => [field, malformedVariables(text)] as const).filter(([, bad]) => bad.length)
  const field = found[0]?.[0] ?? 'body'
  const rule = ruleInfo('variable-format', field, 'Variables are written {{1}}, {{2}}…')
  if (!texts.some(([, text]) => /[{}]/.test(text))) return skipped(rule)
  const bad = found.flatMap(([, groups]) => groups)
  const detail = `Write each variable as two braces around its number, e.g. {{1}}, with no spaces or letters: WhatsApp rejects ${listSome(bad)}.`
  return outcome(rule, bad.length ? { detail } : undefined)
}
