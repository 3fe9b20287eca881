import { queryOptions } from '@tanstack/react-query'
import { getAccountInfo } from '@/api/account'
import { api } from '@/app/api'
import { resourceKeys } from './resource-roots'

export const accountQueries = {
  all: () => resourceKeys.account,
  info: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'info'] as const,
      queryFn: ({ signal }) => getAccountInfo(api, { signal }),
      staleTime: 5 * 60_000,
    }),
}

/** The account's info: the connect screen reads it to check the key, and leaves it here for the header. */
export const accountInfoKey = accountQueries.info().queryKey
