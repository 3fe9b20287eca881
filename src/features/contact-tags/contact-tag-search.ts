import { z } from 'zod/mini'
import { createRequestSearch } from '@/lib/create-request'
import { listSearchSchema } from '@/lib/list-search'

/** The tag list's URL state: the shared list state, and `new=1` for a create. */
export const contactTagSearchSchema = z.extend(listSearchSchema, createRequestSearch)
export type ContactTagSearch = z.infer<typeof contactTagSearchSchema>
