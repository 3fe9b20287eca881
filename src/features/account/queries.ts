import { queryOptions } from '@tanstack/react-query'
import { getAccountInfo } from '@/api/account'
import { api } from '@/app/api'
import { accountInfoKey, resourceKeys } from '@/app/query-keys'

export const accountQueries = {
  all: () => resourceKeys.account,
  info: () =>
    queryOptions({
      queryKey: accountInfoKey,
      queryFn: ({ signal }) => getAccountInfo(api, { signal }),
      staleTime: 5 * 60_000,
    }),
}
