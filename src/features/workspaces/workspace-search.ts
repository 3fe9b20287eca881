import { z } from 'zod/mini'

/** The workspaces list's URL state: search text and paging survive reloads and shared links. */
export const workspaceListSearchSchema = z.object({
  searchText: z.catch(z.optional(z.string().check(z.trim())), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(100))), undefined),
})
export type WorkspaceListSearch = z.infer<typeof workspaceListSearchSchema>

export const DEFAULT_WORKSPACE_LIMIT = 10

export function listParams(search: WorkspaceListSearch) {
  return { searchText: search.searchText || undefined, page: search.page ?? 1, limit: search.limit ?? DEFAULT_WORKSPACE_LIMIT }
}
