import { useId } from 'react'
import { SearchInput } from '@/components/search-input'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { countryLabel, normaliseCallingCode } from '@/domain/calling-codes'
import type { LogSearch } from '../broadcast-search'
import { isFiltering, type FacetCounts, type LogFilter } from '../log-filters'

interface LogFilterBarProps {
  search: LogSearch
  onFilterChange(filter: LogFilter): void
  /** The search as it is typed, before it reaches the URL. */
  onType(q: string): void
  /** Whether the filters cover every log (read) or only the page on screen. */
  scope: 'all' | 'page'
  statuses: FacetCounts
  countries: FacetCounts
  reasons: FacetCounts
}

const count = (n: number) => n.toLocaleString('en')
const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1)

/** The choices of one filter, most logs first, with the chosen one kept even when nothing matches it any more. */
function choices(counts: FacetCounts, chosen: string | undefined, normalise: (value: string) => string) {
  const entries = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  const wanted = chosen?.trim() ? normalise(chosen) : undefined
  if (wanted !== undefined && !counts.has(wanted)) entries.push([wanted, 0])
  return { entries, wanted: wanted ?? '' }
}

function FacetSelect({
  label,
  all,
  counts,
  chosen,
  normalise = (value) => value,
  describe,
  onChange,
}: {
  label: string
  all: string
  counts: FacetCounts
  chosen: string | undefined
  normalise?(value: string): string
  describe(value: string): string
  onChange(value: string | undefined): void
}) {
  const id = useId()
  const { entries, wanted } = choices(counts, chosen, normalise)
  return (
    <div className="w-44 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <Select
        id={id}
        value={wanted}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      >
        <option value="">{all}</option>
        {entries.map(([value, n]) => (
          <option key={value} value={value}>
            {`${describe(value)} (${count(n)})`}
          </option>
        ))}
      </Select>
    </div>
  )
}

/** Search, status, country and failure reason, each with how many logs it would match. */
export function LogFilterBar({
  search,
  onFilterChange,
  onType,
  scope,
  statuses,
  countries,
  reasons,
}: LogFilterBarProps) {
  const filter: LogFilter = { status: search.status, country: search.country, reason: search.reason, q: search.q }
  const change = (next: Partial<LogFilter>) => onFilterChange({ ...filter, ...next })
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      {/* Each keystroke reaches the filter at once (the input event bubbles here); the URL follows after the debounce. */}
      <div className="w-full max-w-sm" onInput={(event) => onType((event.target as HTMLInputElement).value)}>
        <SearchInput
          label={
            scope === 'all'
              ? 'Search every log by name, number, reply or error'
              : 'Filter this page by name, number, reply or error'
          }
          value={search.q ?? ''}
          onSearch={(q) => change({ q: q || undefined })}
        />
      </div>
      <FacetSelect
        label="Status"
        all="All statuses"
        counts={statuses}
        chosen={search.status}
        normalise={(value) => value.trim().toLowerCase()}
        describe={statusLabel}
        onChange={(status) => change({ status })}
      />
      <FacetSelect
        label="Country"
        all="All countries"
        counts={countries}
        chosen={search.country}
        normalise={normaliseCallingCode}
        describe={countryLabel}
        onChange={(country) => change({ country })}
      />
      <FacetSelect
        label="Failure reason"
        all="Any or none"
        counts={reasons}
        chosen={search.reason}
        describe={(reason) => reason}
        onChange={(reason) => change({ reason })}
      />
      {isFiltering(filter) && (
        <Button variant="ghost" size="sm" className="mb-1" onClick={() => onFilterChange({})}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
