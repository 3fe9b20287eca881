import { onlineManager, queryOptions, useMutation, type QueryClient } from '@tanstack/react-query'
import type { SearchPageParams } from '@/api/common'
import { createContactTag, getContactTag, listContactTags, type ContactTagRequest } from '@/api/contact-tags'
import { readableRows } from '@/api/list-rows'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'
import { unlessDeleted } from '@/resources/deleted-items'
import { duplicateSearches, findDuplicateTag } from './canonical-tag'

/** How many tags a duplicate check reads per search: the search is a substring match, so more may match than the one it looks for. */
const MATCH_LIMIT = 100

export const contactTagQueries = {
  all: () => resourceKeys.contactTags,
  list: (params: SearchPageParams) =>
    queryOptions({
      queryKey: [...contactTagQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => listContactTags(api, params, { signal }),
    }),
  detail: (contactTagId: string) =>
    queryOptions({
      queryKey: [...contactTagQueries.all(), 'detail', contactTagId] as const,
      queryFn: ({ signal, client }) =>
        unlessDeleted(client, contactTagQueries.all(), contactTagId, () =>
          getContactTag(api, contactTagId, { signal }),
        ),
    }),
  /** One tag's own queries, which its delete forgets. */
  own: (contactTagId: string) => [contactTagQueries.detail(contactTagId).queryKey],
  /** Tags whose name or canonical form contains `text` (the API matches case-insensitively): the only way to ask whether a tag exists. */
  matching: (text: string) =>
    queryOptions({
      queryKey: [...contactTagQueries.all(), 'matching', text.toLowerCase()] as const,
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
  return useMutation({
    mutationFn: (body: ContactTagRequest) => createContactTag(api, body),
    meta: { invalidates: ['contactTags'], handlesErrors: true },
    onSuccess: (created, _body, _result, { client }) =>
      client.setQueryData(contactTagQueries.detail(created.id).queryKey, created),
  })
}
