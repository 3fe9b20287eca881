import type { QueryClient } from '@tanstack/react-query'
import { readableRows } from '@/api/list-rows'
import { SWITCHER_LIMIT, workspaceQueries } from '@/resources/workspaces'

/**
 * Where the dashboard opens: the last workspace used if it still exists, else the first one, else null. Reads the
 * switcher's own list (so the header needs no second request) and leaves the chosen workspace in the cache for
 * its screen; only a last workspace beyond that list is asked for on its own.
 */
export async function startWorkspaceId(queryClient: QueryClient, lastId: string | null): Promise<string | null> {
  const page = await queryClient.ensureQueryData(workspaceQueries.list({ limit: SWITCHER_LIMIT }))
  const workspaces = readableRows(page)
  const listed = workspaces.find((workspace) => workspace.id === lastId) ?? (lastId ? undefined : workspaces[0])
  if (listed) {
    queryClient.setQueryData(workspaceQueries.detail(listed.id).queryKey, listed)
    return listed.id
  }
  if (lastId && page.length >= SWITCHER_LIMIT) {
    const known = await queryClient.ensureQueryData(workspaceQueries.detail(lastId)).then(
      () => true,
      () => false,
    )
    if (known) return lastId
  }
  const [first] = workspaces
  if (!first) return null
  queryClient.setQueryData(workspaceQueries.detail(first.id).queryKey, first)
  return first.id
}
