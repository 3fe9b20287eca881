import { z } from 'zod/mini'
import { isDateInputValue, endOfLocalDayIso } from '@/lib/local-time'
import { listQuery, listSearchSchema, type ListSearch } from '@/lib/list-search'

const optionalText = z.catch(z.optional(z.string().check(z.trim())), undefined)

/**
 * The broadcast list's URL state: the shared list state plus the last day to include (a date input's YYYY-MM-DD).
 * `new=1` is read only to send an older link (it opened a create dialog) on to the composer.
 */
export const broadcastSearchSchema = z.extend(listSearchSchema, {
  endDate: z.catch(z.optional(z.string().check(z.refine(isDateInputValue))), undefined),
  new: z.catch(z.optional(z.literal(1)), undefined),
})
export type BroadcastSearch = z.infer<typeof broadcastSearchSchema>

/** The API's query: endDate goes out as the end of that day in the user's time zone, in ISO 8601. */
export function broadcastListQuery(search: BroadcastSearch) {
  return { ...listQuery(search), endDate: search.endDate ? endOfLocalDayIso(search.endDate) : undefined }
}

export const withEndDate = (search: BroadcastSearch, endDate: string): BroadcastSearch => ({
  ...search,
  endDate: endDate || undefined,
  page: undefined,
})

/** The opt-out filter's choices: only the replies that ask to stop receiving broadcasts, or every log but those. */
export const OPT_OUT_CHOICES = ['only', 'without'] as const
export type OptOutChoice = (typeof OPT_OUT_CHOICES)[number]

export const LOG_PAGE_SIZES = [10, 25, 50, 100, 500, 1000] as const
const DEFAULT_LOG_PAGE_SIZE = 100

/**
 * The logs table's URL state: page, page size (one of LOG_PAGE_SIZES), and the filters (over every log once they are
 * read, else over the page); `optOut=only|without` keeps only the replies asking to stop, or leaves them out.
 */
export const logSearchSchema = z.object({
  page: listSearchSchema.shape.page,
  limit: z.catch(
    z.optional(z.coerce.number().check(z.refine((value) => (LOG_PAGE_SIZES as readonly number[]).includes(value)))),
    undefined,
  ),
  status: optionalText,
  country: optionalText,
  reason: optionalText,
  q: optionalText,
  optOut: z.catch(z.optional(z.enum(OPT_OUT_CHOICES)), undefined),
})
export type LogSearch = z.infer<typeof logSearchSchema>

/** Whether the URL sets a filter of the logs: a filter searches every log, so the route fetches no page for it. */
export const hasLogFilter = ({ status, country, reason, q, optOut }: LogSearch) =>
  Boolean(status || country || reason || q || optOut)

export function logPageQuery(search: LogSearch) {
  return { page: search.page ?? 1, limit: search.limit ?? DEFAULT_LOG_PAGE_SIZE }
}

export type { ListSearch }

/** How many broadcasts one comparison holds, at least and at most. */
/** The comparison's URL state: the picked broadcasts as one comma list, `?ids=bc_1,bc_2` (see compare/compare-search.ts). */
export const compareSearchSchema = z.object({ ids: optionalText })
export type CompareSearch = z.infer<typeof compareSearchSchema>
