import { queryOptions } from '@tanstack/react-query'
import { getWorkspace, listWorkspaces } from '@/api/workspaces'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'

/** One list call reads this many workspaces: the page the header's workspace switcher loads too. */
export const WORKSPACE_PAGE = 100

/** Workspace titles change rarely: what is cached is shown, not read again on every visit. */
const TITLE_STALE_TIME = 10 * 60_000

/**
 * Workspace reads for naming workspaces on the staff screens. The keys have the shape of the workspaces
 * feature's own (`['workspaces', 'detail', id]`, `['workspaces', 'list', { limit }]`), so a workspace the route
 * or the header's switcher has already read is not read again.
 */
export const workspaceTitleQueries = {
  list: () =>
    queryOptions({
      queryKey: [...resourceKeys.workspaces, 'list', { limit: WORKSPACE_PAGE }] as const,
      queryFn: ({ signal }) => listWorkspaces(api, { limit: WORKSPACE_PAGE }, { signal }),
      staleTime: TITLE_STALE_TIME,
    }),
  detail: (workspaceId: string) =>
    queryOptions({
      queryKey: [...resourceKeys.workspaces, 'detail', workspaceId] as const,
      queryFn: ({ signal }) => getWorkspace(api, workspaceId, { signal }),
      staleTime: TITLE_STALE_TIME,
    }),
}
