import { distinctVariables, extractVariables, firstAppearances } from '../template-variables'
import { bodyTextOf, findComponent, footerTextOf, headerOf, listWords, outcome, textHeader } from './rule-kit'
import type { Problem, RuleResult, TemplateDraft } from './rule-types'

const braces = (n: number) => `{{${n}}}`

/** Body {{n}} needs example.body_text[0][n-1]; a text header's {{n}} needs example.header_text[n-1]. The fix targets the first gap. */
export function variablesHaveExamples(draft: TemplateDraft): RuleResult {
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
  const field = first?.component === 'header' ? 'header-text' : 'body'
  return outcome({ id: 'variables-have-examples', field, label: 'Every variable has an example value' }, problem)
}

export function headerOneVariable(draft: TemplateDraft): RuleResult {
  const rule = { id: 'header-one-variable', field: 'header-text', label: 'A text header has at most one variable, {{1}}' } as const
  const variables = extractVariables(textHeader(draft)?.text)
  const [only] = variables
  if (variables.length > 1) {
    const listed = listWords(variables.map(braces))
    return outcome(rule, { detail: `The header has ${variables.length} variables (${listed}); a header can have only one, {{1}}.` })
  }
  if (only !== undefined && only !== 1) {
    return outcome(rule, {
      detail: `The header variable is ${braces(only)}; a header's only variable must be {{1}}.`,
      fix: { kind: 'renumber-variables', component: 'header' },
    })
  }
  return outcome(rule, undefined)
}

export function footerNoVariables(draft: TemplateDraft): RuleResult {
  const rule = { id: 'footer-no-variables', field: 'footer', label: 'The footer has no variables' } as const
  const variables = firstAppearances(footerTextOf(draft)).map(braces)
  const detail = `The footer contains ${listWords(variables)}; a footer cannot have variables, so move ${variables.length > 1 ? 'them' : 'it'} to the body.`
  return outcome(rule, variables.length ? { detail } : undefined)
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

function sequenceProblem(text: string): string | undefined {
  const order = firstAppearances(text)
  const zero = order.find((n) => n < 1)
  if (zero !== undefined) return `Variable ${braces(zero)} is not allowed: number variables from {{1}}.`
  const highest = order.reduce((max, n) => Math.max(max, n), 0)
  const gaps = highest - order.length
  if (gaps > 0) {
    const shown = firstMissing(order, highest, 3).map(braces)
    const named = gaps > shown.length ? `${shown.join(', ')} and ${gaps - shown.length} more` : listWords(shown)
    const subject = gaps === 1 ? `Variable ${named} is missing` : `Variables ${named} are missing`
    return `${subject}: number variables ${numbering(highest)} in order.`
  }
  const misplaced = order.findIndex((n, i) => n !== i + 1)
  const early = order[misplaced]
  if (early === undefined) return undefined
  return `Variable ${braces(early)} comes before ${braces(misplaced + 1)}: number variables ${numbering(order.length)} in the order they first appear.`
}

/** Body variables are numbered 1..n by first appearance, with no gaps; a number may repeat ("Give {{1}}, get {{1}}"). */
export function variablesSequential(draft: TemplateDraft): RuleResult {
  const rule = { id: 'variables-sequential', field: 'body', label: 'Variables are numbered 1, 2, 3… in order' } as const
  const detail = sequenceProblem(bodyTextOf(draft))
  return outcome(rule, detail ? { detail, fix: { kind: 'renumber-variables', component: 'body' } } : undefined)
}
