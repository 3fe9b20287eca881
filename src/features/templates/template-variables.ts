const VARIABLE = /\{\{\s*(\d+)\s*\}\}/g

/** The variable numbers in a text, in order of appearance, e.g. "Hi {{1}}, {{2}}" -> [1, 2]. */
export function extractVariables(text: string | undefined): number[] {
  if (!text) return []
  return Array.from(text.matchAll(VARIABLE), (match) => Number(match[1]))
}

/** Distinct variable numbers, ascending. */
export function distinctVariables(text: string | undefined): number[] {
  return [...new Set(extractVariables(text))].sort((a, b) => a - b)
}
