import { useMemo, useState } from 'react'
import { useController } from 'react-hook-form'
import { Combobox } from '@/components/combobox'
import { FieldMessages, useFieldIds } from '@/components/ui/field'
import { isValidTimeZone, zoneLabel } from '@/domain/zoned-time'
import { userTimeZone } from '@/lib/locale'
import type { ComposerForm } from './composer-form'

/** At most this many zones are listed at once: naming each one costs the browser a formatter. */
const SHOWN = 40

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[_/]+/g, ' ')

/** Every zone the browser knows, the user's own first, then UTC, then A to Z. */
function everyZone(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set([userTimeZone(), 'UTC', ...known])]
}

/** Where the date and time are read: a search over the zones by city, region or id. */
export function TimeZoneField({ at }: { at: Date }) {
  const { field, fieldState } = useController<ComposerForm, 'schedule.timeZone'>({ name: 'schedule.timeZone' })
  const zones = useMemo(() => everyZone(), [])
  const [search, setSearch] = useState('')
  const found = useMemo(() => {
    const words = fold(search).split(' ').filter(Boolean)
    return zones.filter((zone) => words.every((word) => fold(zone).includes(word)))
  }, [zones, search])
  const shown = found.slice(0, SHOWN)
  const ids = useFieldIds({
    hint: 'The date and time above are read on this zone’s clock. Type a city to find another.',
    error: fieldState.error?.message,
  })
  const message =
    found.length === 0
      ? `No time zone matches “${search}”`
      : found.length > shown.length
        ? `${shown.length} of ${found.length} zones: type a city or region to narrow.`
        : undefined

  return (
    <div className="min-w-0 space-y-1.5">
      <Combobox
        label="Time zone"
        labelClassName="w-full font-medium text-slate-800"
        className="flex-wrap"
        listLabel="Time zones"
        options={shown}
        optionKey={(zone) => zone}
        optionLabel={(zone) => `${zoneLabel(zone, at)} · ${zone}`}
        value={isValidTimeZone(field.value) ? zoneLabel(field.value, at) : field.value}
        selectedKey={field.value}
        placeholder="Search by city"
        onSelect={(zone) => field.onChange(zone)}
        onSearch={setSearch}
        message={message}
        describedBy={ids.describedBy}
        invalid={!!ids.error}
        inputRef={field.ref}
      />
      <FieldMessages hint={ids.hint} hintId={ids.hintId} error={ids.error} errorId={ids.errorId} />
    </div>
  )
}
