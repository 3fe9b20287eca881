import { queryOptions } from '@tanstack/react-query'
import { getWorkspace, listWorkspaces } from '@/api/workspaces'
import { createResource } from './create-resource'

/** The page of workspaces the header's switcher reads: the staff screens name workspaces from the same read. */
export const SWITCHER_LIMIT = 100

/** Workspace titles change rarely: what is cached is shown, not read again on every visit. */
const TITLE_STALE_TIME = 10 * 60_000

export const workspaceQueries = createResource('workspaces', { list: listWorkspaces, get: getWorkspace })

/**
 * Workspace reads for naming workspaces on the staff screens: the switcher's list and the workspaces' details, so a
 * workspace the route or the switcher has already read is not read again.
 */
export const workspaceTitleQueries = {
  list: () => queryOptions({ ...workspaceQueries.list({ limit: SWITCHER_LIMIT }), staleTime: TITLE_STALE_TIME }),
  detail: (workspaceId: string) =>
    queryOptions({ ...workspaceQueries.detail(workspaceId), staleTime: TITLE_STALE_TIME }),
}
