import { templateCategories } from '@/api/template-enums'
import { isKnown } from '@/api/open-enum'
import type { Template } from '@/api/templates'
import { compareNames } from '@/lib/compare-names'
import { categoryLabel } from '@/domain/template-labels'
import { isKnownStatus, statusLabel } from '@/domain/template-statuses'
import type { TemplateListSearch, TemplateSort } from './template-list-search'
import { languageName } from '@/domain/whatsapp-languages'

type Filters = Pick<TemplateListSearch, 'searchText' | 'status' | 'category' | 'language'>

/** The filters over templates already loaded; the name search is the demo API's: a case-insensitive substring. */
export function filterTemplates(
  templates: readonly Template[],
  { searchText, status, category, language }: Filters,
): Template[] {
  const text = searchText?.trim().toLowerCase()
  return templates.filter(
    ({ template }) =>
      (!status || template.status === status) &&
      (!category || template.category === category) &&
      (!language || template.language === language) &&
      (!text || template.name.toLowerCase().includes(text)),
  )
}

/** A time not given, or one that is not a time, is NaN. */
const updatedTime = (template: Template) => Date.parse(template.updatedAt)

/** `compare` over values that are there; a missing one (not given) comes last in either order. */
const missingLast =
  <T>(missing: (value: T) => boolean, compare: (a: T, b: T) => number) =>
  (a: T, b: T) =>
    missing(a) || missing(b) ? Number(missing(a)) - Number(missing(b)) : compare(a, b)

const byName = (direction: 1 | -1) =>
  missingLast(
    (t: Template) => !t.template.name,
    (a, b) => direction * compareNames(a.template.name, b.template.name),
  )
const byUpdate = (direction: 1 | -1) =>
  missingLast(
    (t: Template) => Number.isNaN(updatedTime(t)),
    (a, b) => direction * (updatedTime(a) - updatedTime(b)),
  )

const comparators: Record<TemplateSort, (a: Template, b: Template) => number> = {
  'name-asc': byName(1),
  'name-desc': byName(-1),
  'updated-desc': byUpdate(-1),
  'updated-asc': byUpdate(1),
}

/** A new array; ties, and every template when there is no order, keep the API's order. */
export function sortTemplates(templates: readonly Template[], sort: TemplateSort | undefined): Template[] {
  return sort ? [...templates].sort(comparators[sort]) : [...templates]
}

/** The language codes in use, once each, in the order of their names; a language not given ('') is not one to filter by. */
export function languagesOf(templates: readonly Template[]): string[] {
  const codes = [...new Set(templates.map(({ template }) => template.language).filter(Boolean))]
  return codes.sort((a, b) => compareNames(languageName(a), languageName(b)) || a.localeCompare(b))
}

/** The values in use that the dashboard does not know, once each and sorted: the filters offer them as sent. */
function unknownValues(values: readonly string[], known: (value: string) => boolean): string[] {
  return [...new Set(values.filter((value) => !known(value)))].sort((a, b) => compareNames(a, b) || a.localeCompare(b))
}

export const unknownStatusesOf = (templates: readonly Template[]) =>
  unknownValues(
    templates.map(({ template }) => template.status),
    isKnownStatus,
  )

export const unknownCategoriesOf = (templates: readonly Template[]) =>
  unknownValues(
    templates.map(({ template }) => template.category),
    (category) => isKnown(templateCategories, category),
  )

/** The filters in words, for an empty result: ['status Rejected', 'category Marketing', 'name containing “flash”']. */
export function describeFilters({ searchText, status, category, language }: Filters): string[] {
  return [
    status && `status ${statusLabel(status)}`,
    category && `category ${categoryLabel(category)}`,
    language && `language ${languageName(language)}`,
    searchText && `name containing “${searchText}”`,
  ].filter((phrase): phrase is string => Boolean(phrase))
}
