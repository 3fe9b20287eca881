import { queryOptions } from '@tanstack/react-query'
import type { SearchPageParams } from '@/api/common'
import { getWorkspace, listWorkspaces } from '@/api/workspaces'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'

export const SWITCHER_LIMIT = 100

export const workspaceQueries = {
  all: () => resourceKeys.workspaces,
  list: (params: SearchPageParams) =>
    queryOptions({
      queryKey: [...workspaceQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => listWorkspaces(api, params, { signal }),
    }),
  detail: (workspaceId: string) =>
    queryOptions({
      queryKey: [...workspaceQueries.all(), 'detail', workspaceId] as const,
      queryFn: ({ signal }) => getWorkspace(api, workspaceId, { signal }),
    }),
}
