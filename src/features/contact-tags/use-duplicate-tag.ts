import { useQueries } from '@tanstack/react-query'
import type { ContactTag } from '@/api/contact-tags'
import { useDebouncedValue } from '@/components/use-debounced-value'
import { duplicateSearches, findDuplicateTag } from '@/domain/canonical-tag'
import { contactTagQueries } from '@/resources/contact-tags'

export type DuplicateCheck = { state: 'idle' | 'checking' | 'free' | 'error' } | { state: 'taken'; tag: ContactTag }

/** Asks the API, as the user types (debounced), whether a tag with this name or its canonical form already exists. */
export function useDuplicateTag(name: string, delay = 400): DuplicateCheck {
  const wanted = name.trim()
  const debounced = useDebouncedValue(wanted, delay)

  const results = useQueries({ queries: duplicateSearches(debounced).map((text) => contactTagQueries.matching(text)) })

  if (!wanted) return { state: 'idle' }
  if (debounced !== wanted || results.some((result) => result.isPending)) return { state: 'checking' }
  const tag = findDuplicateTag(
    results.flatMap((result) => result.data ?? []),
    wanted,
  )
  if (tag) return { state: 'taken', tag }
  return results.some((result) => result.isError) ? { state: 'error' } : { state: 'free' }
}
