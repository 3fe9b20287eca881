import type { RuleResult } from '@/domain/template-rules/rule-types'
import { fieldIdFor } from './builder-field-ids'

/**
 * The blocking problems to show under the builder's inputs, by input id. A problem split into parts (one per
 * button or example) puts each part under its own input; any other goes under the rule's field.
 */
export function fieldErrors(results: readonly RuleResult[]): Record<string, string> {
  const errors = new Map<string, string[]>()
  const add = (id: string, detail: string) => errors.set(id, [...(errors.get(id) ?? []), detail])
  for (const result of results) {
    if (result.status !== 'fail') continue
    if (result.parts?.length)
      for (const part of result.parts) add(fieldIdFor({ id: result.id, field: result.field, ...part }), part.detail)
    else if (result.detail) add(fieldIdFor(result), result.detail)
  }
  return Object.fromEntries([...errors].map(([id, details]) => [id, details.join(' ')]))
}
