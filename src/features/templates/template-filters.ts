import { templateCategories } from '@/api/template-enums'
import { isKnown } from '@/api/open-enum'
import type { Template } from '@/api/templates'
import { idleValue } from '@/lib/idle-value'
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

const names = idleValue(() => new Intl.Collator('en', { numeric: true, sensitivity: 'base' }))
/** An unreadable time sorts as the oldest. */
const updatedTime = (template: Template) => Date.parse(template.updatedAt) || 0

const comparators: Record<TemplateSort, (a: Template, b: Template) => number> = {
  'name-asc': (a, b) => names().compare(a.template.name, b.template.name),
  'name-desc': (a, b) => names().compare(b.template.name, a.template.name),
  'updated-desc': (a, b) => updatedTime(b) - updatedTime(a),
  'updated-asc': (a, b) => updatedTime(a) - updatedTime(b),
}

/** A new array; ties, and every template when there is no order, keep the API's order. */
export function sortTemplates(templates: readonly Template[], sort: TemplateSort | undefined): Template[] {
  return sort ? [...templates].sort(comparators[sort]) : [...templates]
}

/** The language codes in use, once each, in the order of their names. */
export function languagesOf(templates: readonly Template[]): string[] {
  const codes = [...new Set(templates.map(({ template }) => template.language))]
  return codes.sort((a, b) => names().compare(languageName(a), languageName(b)) || a.localeCompare(b))
}

/** The values in use that the dashboard does not know, once each and sorted: the filters offer them as sent. */
function unknownValues(values: readonly string[], known: (value: string) => boolean): string[] {
  return [...new Set(values.filter((value) => !known(value)))].sort(
    (a, b) => names().compare(a, b) || a.localeCompare(b),
  )
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
