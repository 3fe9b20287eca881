import { hashKey, onlineManager, queryOptions, useMutation, type QueryClient } from '@tanstack/react-query'
import type { SearchPageParams } from '@/api/common'
import { createContactTag, deleteContactTag, getContactTag, listContactTags, type ContactTagRequest } from '@/api/contact-tags'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'
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
      queryFn: ({ signal }) => getContactTag(api, contactTagId, { signal }),
    }),
  /** Tags whose name or canonical form contains `text` (the API matches case-insensitively): the only way to ask whether a tag exists. */
  matching: (text: string) =>
    queryOptions({
      queryKey: [...contactTagQueries.all(), 'matching', text.toLowerCase()] as const,
      queryFn: ({ signal }) => listContactTags(api, { searchText: text, limit: MATCH_LIMIT }, { signal }),
      staleTime: 5_000,
    }),
}

/**
 * The existing tag that `name` would repeat, asked of the API now (or of a fresh answer already cached). Offline,
 * none is known: the check would wait for the connection, and the create be sent later unseen.
 */
export async function fetchDuplicateTag(client: QueryClient, name: string) {
  if (!onlineManager.isOnline()) return undefined
  const lists = await Promise.all(duplicateSearches(name).map((text) => client.fetchQuery(contactTagQueries.matching(text))))
  return findDuplicateTag(lists.flat(), name)
}

export function useCreateContactTag() {
  return useMutation({
    mutationFn: (body: ContactTagRequest) => createContactTag(api, body),
    meta: { invalidates: ['contactTags'], handlesErrors: true },
    onSuccess: (created, _body, _result, { client }) => client.setQueryData(contactTagQueries.detail(created.id).queryKey, created),
  })
}

/** The deleted tag's detail is dropped rather than refetched (it would only answer 404); every other tag query refreshes. */
export function useDeleteContactTag() {
  return useMutation({
    mutationFn: (contactTagId: string) => deleteContactTag(api, contactTagId),
    meta: { handlesErrors: true },
    onSuccess: async (_result, contactTagId, _context, { client }) => {
      const own = contactTagQueries.detail(contactTagId).queryKey
      await client.cancelQueries({ queryKey: own, exact: true })
      await client.invalidateQueries({ queryKey: contactTagQueries.all(), predicate: (query) => query.queryHash !== hashKey(own) })
    },
  })
}
