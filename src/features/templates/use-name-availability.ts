import { useQuery } from '@tanstack/react-query'
import { useDebouncedValue } from '@/components/use-debounced-value'
import { readableRows, type ListRow } from '@/api/list-rows'
import { templateQueries } from '@/resources/templates'

/** `new-language`: the name is in use, in other languages only, so this template is one more language of it. */
export type NameAvailability = 'idle' | 'checking' | 'available' | 'new-language' | 'taken' | 'error'

type NamedRow = ListRow<{ template: { name: string; language?: string } }>

const sameName = (templates: readonly NamedRow[], name: string) => {
  const wanted = name.trim().toLowerCase()
  return readableRows(templates).filter((t) => t.template.name.toLowerCase() === wanted)
}

/**
 * WhatsApp keeps one template per name and language, so a name is taken only in a language it already has (in
 * any language when none is given). Only readable rows count: the API refuses a taken name anyway, and says so.
 */
export function isNameTaken(templates: readonly NamedRow[], name: string, language?: string): boolean {
  const code = language?.trim()
  return sameName(templates, name).some((t) => !code || t.template.language === code)
}

const NAME_FORMAT = /^[a-z0-9_]{1,512}$/

/** Asks the API, as the user types (debounced), whether the name is already used in the workspace in this language. */
export function useNameAvailability(
  workspaceId: string,
  name: string,
  language: string,
  delay = 400,
): NameAvailability {
  const wanted = name.trim()
  const debounced = useDebouncedValue(wanted, delay)

  const checkable = NAME_FORMAT.test(debounced)
  const query = useQuery({ ...templateQueries.named(workspaceId, debounced), enabled: checkable })

  if (!NAME_FORMAT.test(wanted)) return 'idle'
  if (debounced !== wanted || query.isPending) return 'checking'
  if (query.isError) return 'error'
  if (isNameTaken(query.data, wanted, language)) return 'taken'
  return sameName(query.data, wanted).length > 0 ? 'new-language' : 'available'
}
