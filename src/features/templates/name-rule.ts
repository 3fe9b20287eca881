import type { RuleResult } from './rules/rule-types'
import type { NameAvailability } from './use-name-availability'

/** A checks-panel row: a rule result, or the name check while it waits for the API. */
export type PanelRule = RuleResult & { pending?: boolean }

/** The API's name check, as a rule row of its own (it needs the network, so it can also be pending). */
export function nameRule(availability: NameAvailability): PanelRule {
  const base = { id: 'name-unique', field: 'name', label: 'The name is not used in this workspace' } as const
  if (availability === 'taken') return { ...base, status: 'fail', detail: 'Another template in this workspace has this name: choose another.' }
  if (availability === 'checking') return { ...base, status: 'pass', pending: true, detail: 'Checking with the API…' }
  if (availability === 'error') return { ...base, status: 'warn', detail: 'Could not check now; it is checked again when you submit.' }
  return { ...base, status: 'pass' }
}
