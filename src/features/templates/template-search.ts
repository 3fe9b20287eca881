import { z } from 'zod/mini'

const positiveInt = (max?: number) =>
  z.catch(z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(1), ...(max ? [z.maximum(max)] : []))), undefined)

/** The template list's URL state; the spec's defaults are page 1 and limit 10. */
export const templateListSearchSchema = z.object({
  searchText: z.catch(z.optional(z.string().check(z.trim())), undefined),
  page: positiveInt(),
  limit: positiveInt(100),
})
export type TemplateListSearch = z.infer<typeof templateListSearchSchema>

export function templateListParams(workspaceId: string, search: TemplateListSearch) {
  return { workspaceId, searchText: search.searchText || undefined, page: search.page ?? 1, limit: search.limit ?? 10 }
}

export const templateBuilderSearchSchema = z.object({
  /** Duplicate this template into the builder. */
  from: z.catch(z.optional(z.string()), undefined),
})
