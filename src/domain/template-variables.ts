const VARIABLE = /\{\{\s*(\d+)\s*\}\}/g

/** One `{{n}}` in a text: its number and where it sits (end is exclusive). */
export interface VariableToken {
  n: number
  start: number
  end: number
}

/** Every variable in a text, in order of appearance, with its position. */
export function variableTokens(text: string | null | undefined): VariableToken[] {
  if (!text) return []
  return Array.from(text.matchAll(VARIABLE), (match) => ({
    n: Number(match[1]),
    start: match.index,
    end: match.index + match[0].length,
  }))
}

/** The variable numbers in a text, in order of appearance, e.g. "Hi {{1}}, {{2}}" -> [1, 2]. */
export function extractVariables(text: string | null | undefined): number[] {
  return variableTokens(text).map((token) => token.n)
}

/** Distinct variable numbers, ascending. */
export function distinctVariables(text: string | null | undefined): number[] {
  return [...new Set(extractVariables(text))].sort((a, b) => a - b)
}

/** Distinct variable numbers in order of first appearance, e.g. "{{2}} {{1}} {{2}}" -> [2, 1]. */
export function firstAppearances(text: string | undefined): number[] {
  return [...new Set(extractVariables(text))]
}

/** The text with its variables taken out, e.g. "Hi {{1}}!" -> "Hi !", or replaced, e.g. by a space to keep words apart. */
export function withoutVariables(text: string, replacement = ''): string {
  return text.replace(VARIABLE, replacement)
}

/**
 * Renumbers variables 1..n by first appearance; a number that repeats keeps one new number.
 * "{{3}} and {{7}}, {{3}}" -> "{{1}} and {{2}}, {{1}}". Everything outside the variables is left as it is.
 */
export function renumberVariables(text: string): string {
  const renamed = new Map<number, number>()
  return text.replace(VARIABLE, (_match, digits: string) => {
    const n = Number(digits)
    const next = renamed.get(n) ?? renamed.size + 1
    renamed.set(n, next)
    return `{{${next}}}`
  })
}

/** The number for a new variable: one more than the highest in the text, or 1. */
export function nextVariable(text: string | undefined): number {
  return extractVariables(text).reduce((highest, n) => Math.max(highest, n), 0) + 1
}
