import { queryOptions } from '@tanstack/react-query'
import { listBroadcasts } from '@/api/broadcasts'
import type { SearchPageParams } from '@/api/common'
import { listSegments } from '@/api/segments'
import { listStaff } from '@/api/staff'
import { listTemplates } from '@/api/templates'
import { getWorkspace, listWorkspaces } from '@/api/workspaces'
import { api } from '@/app/api'

/** How many rows a count on the overview reads: the API has no totals, so more shows as "100+". */
export const COUNT_LIMIT = 100
export const SWITCHER_LIMIT = 100

const countFetchers = {
  templates: (workspaceId: string, signal: AbortSignal) => listTemplates(api, { workspaceId, limit: COUNT_LIMIT }, { signal }),
  broadcasts: (workspaceId: string, signal: AbortSignal) => listBroadcasts(api, { workspaceId, limit: COUNT_LIMIT }, { signal }),
  segments: (workspaceId: string, signal: AbortSignal) => listSegments(api, { workspaceId, limit: COUNT_LIMIT }, { signal }),
  staff: (workspaceId: string, signal: AbortSignal) => listStaff(api, { workspaceId, limit: COUNT_LIMIT }, { signal }),
}
export type CountedResource = keyof typeof countFetchers

export const workspaceQueries = {
  all: () => ['workspaces'] as const,
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
  count: (workspaceId: string, resource: CountedResource) =>
    queryOptions({
      queryKey: [...workspaceQueries.all(), 'detail', workspaceId, 'count', resource] as const,
      queryFn: async ({ signal }) => (await countFetchers[resource](workspaceId, signal)).length,
    }),
  team: (workspaceId: string) =>
    queryOptions({
      queryKey: [...workspaceQueries.all(), 'detail', workspaceId, 'team'] as const,
      queryFn: ({ signal }) => listStaff(api, { workspaceId, limit: 10 }, { signal }),
    }),
}
