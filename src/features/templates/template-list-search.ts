import { z } from 'zod/mini'
import { listSearchSchema } from '@/lib/list-search'

export const templateSorts = ['name-asc', 'name-desc', 'updated-desc', 'updated-asc'] as const
export type TemplateSort = (typeof templateSorts)[number]

/** Longer than any of Meta's codes ('zh_CN', 'fil'), short enough to keep a hand-edited URL sane. */
const MAX_LANGUAGE_LENGTH = 20
/** Longer than any status or category WhatsApp sends ('PENDING_DELETION'), with room for newer ones. */
const MAX_VALUE_LENGTH = 64

/** Any value the API may send, not only the spec's: a status or category is filtered on exactly as sent. */
const openValue = z.catch(
  z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_VALUE_LENGTH))),
  undefined,
)

/**
 * The template list's URL state: the shared list state plus the filters and the order, which the API lacks
 * (it filters by name only), so the list applies them to every template, read once. A status or category may be one the spec does not list, as the live API sends
 * newer ones; a value that is not text, or is empty or too long, is dropped, as a bad page is.
 */
export const templateListSearchSchema = z.extend(listSearchSchema, {
  status: openValue,
  category: openValue,
  language: z.catch(
    z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_LANGUAGE_LENGTH))),
    undefined,
  ),
  sort: z.catch(z.optional(z.enum(templateSorts)), undefined),
})
export type TemplateListSearch = z.infer<typeof templateListSearchSchema>

type Choice = Pick<TemplateListSearch, 'status' | 'category' | 'language' | 'sort'>

export function hasTemplateFilters(search: TemplateListSearch): boolean {
  return Boolean(search.status || search.category || search.language)
}

/** A new filter or order starts again at page 1. */
export const withChoice = (search: TemplateListSearch, choice: Choice): TemplateListSearch => ({
  ...search,
  ...choice,
  page: undefined,
})

/** The search text and the order stay: they are not filters the user set in the filter bar. */
export const withoutFilters = (search: TemplateListSearch): TemplateListSearch =>
  withChoice(search, { status: undefined, category: undefined, language: undefined })
