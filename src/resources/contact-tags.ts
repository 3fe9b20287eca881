import { onlineManager, queryOptions, type QueryClient } from '@tanstack/react-query'
import {
  createContactTag,
  deleteContactTag,
  getContactTag,
  listContactTags,
  type ContactTagRequest,
} from '@/api/contact-tags'
import { readableRows } from '@/api/list-rows'
import { api } from '@/app/api'
import { duplicateSearches, findDuplicateTag } from '@/domain/canonical-tag'
import { createResource } from './create-resource'
import { useCreateResource } from './resource-mutations'
import { useDeleteResource } from './use-delete-resource'

/** How many tags a duplicate check reads per search: the search is a substring match, so more may match than the one it looks for. */
const MATCH_LIMIT = 100

const contactTags = createResource('contactTags', { list: listContactTags, get: getContactTag })

export const contactTagQueries = {
  ...contactTags,
  /** Tags whose name or canonical form contains `text` (the API matches case-insensitively): the only way to ask whether a tag exists. */
  matching: (text: string) =>
    queryOptions({
      queryKey: [...contactTags.all(), 'matching', text.toLowerCase()] as const,
      // Only whole tags can be compared; the check's own key, so no table shares this answer.
      queryFn: async ({ signal }) =>
        readableRows(await listContactTags(api, { searchText: text, limit: MATCH_LIMIT }, { signal })),
      staleTime: 5_000,
    }),
}

/**
 * The existing tag that `name` would repeat, asked of the API now (or of a fresh answer already cached). Offline,
 * none is known: the check would wait for the connection, and the create be sent later unseen.
 */
export async function fetchDuplicateTag(client: QueryClient, name: string) {
  if (!onlineManager.isOnline()) return undefined
  const lists = await Promise.all(
    duplicateSearches(name).map((text) => client.fetchQuery(contactTagQueries.matching(text))),
  )
  return findDuplicateTag(lists.flat(), name)
}

export function useCreateContactTag() {
  return useCreateResource(contactTags, (body: ContactTagRequest) => createContactTag(api, body))
}

export function useDeleteContactTag() {
  return useDeleteResource(contactTags, (contactTagId) => deleteContactTag(api, contactTagId))
}
