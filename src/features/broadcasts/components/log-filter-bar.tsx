import { useId } from 'react'
import { SearchInput } from '@/components/search-input'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { countryLabel, normaliseCallingCode } from '@/domain/calling-codes'
import { OPT_OUT_CHOICES, type LogSearch, type OptOutChoice } from '../broadcast-search'
import { isFiltering, logFilterOf, type FacetCounts, type LogFilter } from '../log-filters'

interface LogFilterBarProps {
  search: LogSearch
  onFilterChange(filter: LogFilter): void
  /** The search as it is typed, before it reaches the URL. */
  onType(q: string): void
  statuses: FacetCounts
  countries: FacetCounts
  reasons: FacetCounts
  optOuts: ReadonlyMap<OptOutChoice, number>
}

const OPT_OUT_LABELS: Record<OptOutChoice, string> = { only: 'Opted out', without: 'Without opt-outs' }

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
    <div className="w-[calc(50%-0.375rem)] space-y-1 sm:w-44">
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

function OptOutSelect({
  counts,
  chosen,
  onChange,
}: {
  counts: ReadonlyMap<OptOutChoice, number>
  chosen: OptOutChoice | undefined
  onChange(value: OptOutChoice | undefined): void
}) {
  const id = useId()
  return (
    <div className="w-[calc(50%-0.375rem)] space-y-1 sm:w-44">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        Opt-outs
      </label>
      <Select
        id={id}
        value={chosen ?? ''}
        onChange={(event) => onChange(OPT_OUT_CHOICES.find((choice) => choice === event.target.value))}
      >
        <option value="">All logs</option>
        {OPT_OUT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {`${OPT_OUT_LABELS[choice]} (${count(counts.get(choice) ?? 0)})`}
          </option>
        ))}
      </Select>
    </div>
  )
}

/** Search, status, country, failure reason and opt-outs, each with how many logs it would match. */
export function LogFilterBar({
  search,
  onFilterChange,
  onType,
  statuses,
  countries,
  reasons,
  optOuts,
}: LogFilterBarProps) {
  const filter = logFilterOf(search)
  const change = (next: Partial<LogFilter>) => onFilterChange({ ...filter, ...next })
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      {/* Each keystroke reaches the filter at once (the input event bubbles here); the URL follows after the debounce. */}
      <div className="w-full max-w-sm" onInput={(event) => onType((event.target as HTMLInputElement).value)}>
        <SearchInput
          label="Search every log by name, number, reply or error"
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
      <OptOutSelect counts={optOuts} chosen={search.optOut} onChange={(optOut) => change({ optOut })} />
      {isFiltering(filter) && (
        <Button variant="ghost" size="sm" className="mb-1" onClick={() => onFilterChange({})}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
