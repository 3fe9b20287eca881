import { useId, type ReactNode, type Ref } from 'react'
import { templateCategories } from '@/api/template-enums'
import { Button } from '@/components/ui/button'
import { FilterField } from '@/components/ui/filter-field'
import { Select } from '@/components/ui/select'
import { type UrlSearchProps } from '@/lib/url-search'
import { categoryLabels } from '@/domain/template-labels'
import {
  hasTemplateFilters,
  templateSorts,
  withChoice,
  type TemplateListSearch,
  type TemplateSort,
} from '../template-list-search'
import { knownStatuses, statusLabel, statusMeaning } from '@/domain/template-statuses'
import { languageName } from '@/domain/whatsapp-languages'

const sortLabels: Record<TemplateSort, string> = {
  'name-asc': 'Name, A to Z',
  'name-desc': 'Name, Z to A',
  'updated-desc': 'Recently updated first',
  'updated-asc': 'Least recently updated first',
}

interface TemplateFilterBarProps extends UrlSearchProps<TemplateListSearch> {
  /** The language codes in use; `languagesComplete` is false until every template is read. */
  languages: readonly string[]
  languagesComplete: boolean
  /** Statuses and categories in use that the dashboard does not know: offered as sent, after the known ones. */
  otherStatuses: readonly string[]
  otherCategories: readonly string[]
  /** Clears the filters (not the search text or the order). */
  onClear(): void
  /** The first control, where the focus goes once the filters are cleared. */
  statusRef?: Ref<HTMLSelectElement>
}

interface FilterSelectProps {
  label: string
  value: string
  onChange(value: string): void
  /** The option for no filter, e.g. "Any status". */
  anyLabel: string
  /** Values and their labels, in order. */
  options: readonly (readonly [string, string])[]
  /** Values in use that the dashboard does not know, shown as sent in a group of their own. */
  others?: { label: string; values: readonly string[] }
  /** Says what the chosen value means. */
  describedBy?: string
  selectRef?: Ref<HTMLSelectElement>
  /** After the options, e.g. a note that more are coming. */
  children?: ReactNode
}

function FilterSelect({
  label,
  value,
  onChange,
  anyLabel,
  options,
  others,
  describedBy,
  selectRef,
  children,
}: FilterSelectProps) {
  return (
    <FilterField label={label} className="min-w-36 flex-1 sm:flex-none">
      <Select
        ref={selectRef}
        className="sm:w-48"
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map(([option, optionLabel]) => (
          <option key={option} value={option}>
            {optionLabel}
          </option>
        ))}
        {others && others.values.length > 0 && (
          <optgroup label={others.label}>
            {others.values.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </optgroup>
        )}
        {children}
      </Select>
    </FilterField>
  )
}

/** A value from a select, if it is one of the allowed ones ('' is none). */
const pick = <T extends string>(allowed: readonly T[], value: string): T | undefined =>
  allowed.find((option) => option === value)

/** The values to offer as sent: those in use, and the one in the URL even before the templates are read. */
function othersWith(
  values: readonly string[],
  chosen: string | undefined,
  known: readonly string[],
): readonly string[] {
  return chosen && !known.includes(chosen) && !values.includes(chosen) ? [chosen, ...values] : values
}

const statusOptions = knownStatuses.map((status) => [status, statusLabel(status)] as const)

export function TemplateFilterBar(props: TemplateFilterBarProps) {
  const { search, onSearchChange, languages, languagesComplete, otherStatuses, otherCategories, onClear, statusRef } =
    props
  const meaningId = useId()
  const choose = (choice: Parameters<typeof withChoice>[1]) => onSearchChange(withChoice(search, choice))
  const offeredLanguages =
    search.language && !languages.includes(search.language) ? [search.language, ...languages] : languages
  const statuses = othersWith(otherStatuses, search.status, knownStatuses)
  const categories = othersWith(otherCategories, search.category, templateCategories)
  return (
    <div role="group" aria-label="Filter and sort templates" className="w-full sm:w-auto">
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="Status"
          value={search.status ?? ''}
          onChange={(value) => choose({ status: value || undefined })}
          anyLabel="Any status"
          options={statusOptions}
          others={{ label: 'Other statuses, as sent', values: statuses }}
          describedBy={search.status ? meaningId : undefined}
          selectRef={statusRef}
        />
        <FilterSelect
          label="Category"
          value={search.category ?? ''}
          onChange={(value) => choose({ category: value || undefined })}
          anyLabel="Any category"
          options={Object.entries(categoryLabels)}
          others={{ label: 'Other categories, as sent', values: categories }}
        />
        <FilterSelect
          label="Language"
          value={search.language ?? ''}
          onChange={(value) => choose({ language: value || undefined })}
          anyLabel="Any language"
          options={offeredLanguages.map((code) => [code, languageName(code)] as const)}
        >
          {!languagesComplete && <option disabled>Loading every language…</option>}
        </FilterSelect>
        <FilterSelect
          label="Sort by"
          value={search.sort ?? ''}
          onChange={(value) => choose({ sort: pick(templateSorts, value) })}
          anyLabel="Default order"
          options={Object.entries(sortLabels)}
        />
        {hasTemplateFilters(search) && (
          <Button variant="ghost" size="sm" className="mb-1" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
      {search.status && (
        <p id={meaningId} className="mt-1 text-xs [overflow-wrap:anywhere] text-slate-600">
          {statusLabel(search.status)}: {statusMeaning(search.status)}
        </p>
      )}
    </div>
  )
}
