import { useQuery } from '@tanstack/react-query'
import { useDebouncedValue } from '@/components/use-debounced-value'
import { readableRows, type ListRow } from '@/api/list-rows'
import { templateQueries } from '@/resources/templates'

export type NameAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'error'

/** Only readable rows count: the API refuses a taken name anyway, and says so. */
export function isNameTaken(templates: readonly ListRow<{ template: { name: string } }>[], name: string): boolean {
  const wanted = name.trim().toLowerCase()
  return readableRows(templates).some((t) => t.template.name.toLowerCase() === wanted)
}

const NAME_FORMAT = /^[a-z0-9_]{1,512}$/

/** Asks the API, as the user types (debounced), whether the name is already used in the workspace. */
export function useNameAvailability(workspaceId: string, name: string, delay = 400): NameAvailability {
  const wanted = name.trim()
  const debounced = useDebouncedValue(wanted, delay)

  const checkable = NAME_FORMAT.test(debounced)
  const query = useQuery({ ...templateQueries.named(workspaceId, debounced), enabled: checkable })

  if (!NAME_FORMAT.test(wanted)) return 'idle'
  if (debounced !== wanted || query.isPending) return 'checking'
  if (query.isError) return 'error'
  return isNameTaken(query.data, wanted) ? 'taken' : 'available'
}
