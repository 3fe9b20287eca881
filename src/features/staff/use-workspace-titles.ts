import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { readableRows } from '@/api/list-rows'
import { SWITCHER_LIMIT, workspaceTitleQueries } from '@/resources/workspaces'

export interface WorkspaceTitle {
  id: string
  /** Undefined when the workspace is unknown or could not be read: show its id. */
  title?: string
  pending: boolean
}

/**
 * The titles of some workspaces, in as few requests as the cache allows. A workspace already read costs nothing.
 * The others come from one list call, the one the header's workspace switcher makes anyway; only when that list
 * fails, or fills a whole page without holding an id, is that workspace read by itself. A list shorter than a page
 * holds every workspace, so an id it lacks is unknown and not asked for (it would only answer 404).
 */
export function useWorkspaceTitles(workspaceIds: readonly string[]): WorkspaceTitle[] {
  const client = useQueryClient()
  const ids = [...new Set(workspaceIds)]
  const uncached = new Set(
    ids.filter((id) => client.getQueryData(workspaceTitleQueries.detail(id).queryKey) === undefined),
  )
  const list = useQuery({ ...workspaceTitleQueries.list(), enabled: uncached.size > 0 })
  const listed = new Map(readableRows(list.data ?? []).map((workspace) => [workspace.id, workspace.title]))
  const listIsComplete = list.data !== undefined && list.data.length < SWITCHER_LIMIT
  const readsDetail = (id: string) =>
    uncached.has(id) && (list.isError || (list.isSuccess && !listIsComplete && !listed.has(id)))
  const details = useQueries({
    queries: ids.map((id) => ({ ...workspaceTitleQueries.detail(id), enabled: readsDetail(id) })),
  })

  return ids.map((id, index) => {
    const detail = details[index]
    const title = detail?.data?.title ?? listed.get(id)
    const waiting = (uncached.has(id) && list.isPending) || (readsDetail(id) && detail?.isPending === true)
    return { id, title, pending: title === undefined && waiting }
  })
}
