import { useQuery, useQueryClient } from '@tanstack/react-query'
import { readableRows } from '@/api/list-rows'
import { SWITCHER_LIMIT, workspaceTitleQueries } from '@/resources/workspaces'

export interface WorkspaceTitle {
  /** Undefined when the workspace is unknown or could not be read: show its id. */
  title?: string
  pending: boolean
  /** Why its own read failed, when it was read by itself. */
  error?: unknown
}

/**
 * A workspace's title (the header's switcher, the sidebar, a member's workspaces), in as few requests as the cache
 * allows. A workspace already read costs nothing. The others come from one list call, the one the header's switcher
 * makes anyway, shared by every name on the screen; only when that list fails, or fills a whole page without holding
 * the id, is the workspace read by itself. A list shorter than a page holds every workspace, so an id it lacks is
 * unknown and not asked for (it would only answer 404).
 */
export function useWorkspaceTitle(id: string): WorkspaceTitle {
  const client = useQueryClient()
  const uncached = client.getQueryData(workspaceTitleQueries.detail(id).queryKey) === undefined
  const list = useQuery({ ...workspaceTitleQueries.list(), enabled: uncached })
  const listed = readableRows(list.data ?? []).find((workspace) => workspace.id === id)?.title
  const listIsComplete = list.data !== undefined && list.data.length < SWITCHER_LIMIT
  const readsDetail = uncached && (list.isError || (list.isSuccess && !listIsComplete && listed === undefined))
  const detail = useQuery({ ...workspaceTitleQueries.detail(id), enabled: readsDetail })
  const title = detail.data?.title ?? listed
  const waiting = (uncached && list.isPending) || (readsDetail && detail.isPending)
  return { title, pending: title === undefined && waiting, error: detail.error ?? undefined }
}
