import { SearchInput } from '@/components/search-input'
import { Button } from '@/components/ui/button'
import { FilterField } from '@/components/ui/filter-field'
import { Select } from '@/components/ui/select'
import { countryLabel, normaliseCallingCode } from '@/domain/calling-codes'
import { formatCount } from '@/lib/format'
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

/** Two filters a line on phones. */
const FACET_WIDTH = 'w-[calc(50%-0.375rem)] sm:w-44'

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1)

/** The facet filters in the bar's order; `countsProp` names the prop with each one's counts. */
const FACETS = [
  {
    key: 'status',
    countsProp: 'statuses',
    label: 'Status',
    all: 'All statuses',
    normalise: (value: string) => value.trim().toLowerCase(),
    describe: statusLabel,
  },
  {
    key: 'country',
    countsProp: 'countries',
    label: 'Country',
    all: 'All countries',
    normalise: normaliseCallingCode,
    describe: countryLabel,
  },
  {
    key: 'reason',
    countsProp: 'reasons',
    label: 'Failure reason',
    all: 'Any or none',
    describe: (reason: string) => reason,
  },
] as const

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
  const { entries, wanted } = choices(counts, chosen, normalise)
  return (
    <FilterField label={label} className={FACET_WIDTH}>
      <Select value={wanted} onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}>
        <option value="">{all}</option>
        {entries.map(([value, n]) => (
          <option key={value} value={value}>
            {`${describe(value)} (${formatCount(n)})`}
          </option>
        ))}
      </Select>
    </FilterField>
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
  return (
    <FilterField label="Opt-outs" className={FACET_WIDTH}>
      <Select
        value={chosen ?? ''}
        onChange={(event) => onChange(OPT_OUT_CHOICES.find((choice) => choice === event.target.value))}
      >
        <option value="">All logs</option>
        {OPT_OUT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {`${OPT_OUT_LABELS[choice]} (${formatCount(counts.get(choice) ?? 0)})`}
          </option>
        ))}
      </Select>
    </FilterField>
  )
}

/** Search, status, country, failure reason and opt-outs, each with how many logs it would match. */
export function LogFilterBar({ search, onFilterChange, onType, optOuts, ...counts }: LogFilterBarProps) {
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
      {FACETS.map(({ key, countsProp, ...facet }) => (
        <FacetSelect
          key={key}
          {...facet}
          counts={counts[countsProp]}
          chosen={search[key]}
          onChange={(value) => change({ [key]: value })}
        />
      ))}
      <OptOutSelect counts={optOuts} chosen={search.optOut} onChange={(optOut) => change({ optOut })} />
      {isFiltering(filter) && (
        <Button variant="ghost" size="sm" className="mb-1" onClick={() => onFilterChange({})}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
