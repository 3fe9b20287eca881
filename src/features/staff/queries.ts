import { queryOptions } from '@tanstack/react-query'
import { getStaff, listStaff, type ListStaffParams } from '@/api/staff'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'

export const staffQueries = {
  all: () => resourceKeys.staff,
  list: (params: ListStaffParams) =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => listStaff(api, params, { signal }),
    }),
  detail: (staffId: string) =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'detail', staffId] as const,
      queryFn: ({ signal }) => getStaff(api, staffId, { signal }),
    }),
}
