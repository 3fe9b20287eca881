import { z } from 'zod'

/** The workspaces list's URL state: search text and paging survive reloads and shared links. */
export const workspaceListSearchSchema = z.object({
  searchText: z.string().trim().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
})
export type WorkspaceListSearch = z.infer<typeof workspaceListSearchSchema>

export const DEFAULT_WORKSPACE_LIMIT = 10

export function listParams(search: WorkspaceListSearch) {
  return { searchText: search.searchText || undefined, page: search.page ?? 1, limit: search.limit ?? DEFAULT_WORKSPACE_LIMIT }
}
