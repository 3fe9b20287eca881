import type { RuleResult } from '@/domain/template-rules/rule-types'
import type { NameAvailability } from './use-name-availability'

/** A checks-panel row: a rule result, or the name check while it waits for the API. */
export type PanelRule = RuleResult & { pending?: boolean }

/** The API's name check (a name is taken per language, as WhatsApp keeps one template per name and language), as a rule row of its own (it needs the network, so it can also be pending). Skipped until there is a valid name to check. */
export function nameRule(availability: NameAvailability): PanelRule {
  const base = { id: 'name-unique', field: 'name', label: 'The name is not used in this workspace' } as const
  switch (availability) {
    case 'idle':
      return { ...base, status: 'skip' }
    case 'taken':
      return {
        ...base,
        status: 'fail',
        detail: 'Choose another name: a template in this workspace already has this one in this language.',
      }
    case 'new-language':
      return { ...base, status: 'pass', detail: 'Used in other languages only: this template adds a language to it.' }
    case 'checking':
      return { ...base, status: 'pass', pending: true, detail: 'Checking with the API…' }
    case 'error':
      return { ...base, status: 'warn', detail: 'Could not check now; it is checked again when you submit.' }
    case 'available':
      return { ...base, status: 'pass' }
  }
}
