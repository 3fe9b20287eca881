import { z } from 'zod/mini'
import './zod-locale'

export const idSchema = z.string().check(z.minLength(1))
export const idRefSchema = z.object({ id: idSchema })
export type IdRef = z.infer<typeof idRefSchema>

export const deleteResponseSchema = z.object({ success: z.boolean() })
export type DeleteResponse = z.infer<typeof deleteResponseSchema>

/** page and limit are strings on the wire; the API module takes numbers and serializes them. */
export interface PageParams {
  page?: number
  limit?: number
}

export interface SearchPageParams extends PageParams {
  searchText?: string
}

/** A search of a list that can be narrowed to one workspace. */
export interface WorkspaceSearchParams extends SearchPageParams {
  workspaceId?: string
}

export function pathId(id: string): string {
  return encodeURIComponent(id)
}
