import { useId } from 'react'
import { MAX_COMPARED } from './compare-search'
import { formatCount } from '@/lib/format'

export interface PickableBroadcast {
  id: string
  name: string
}

interface BroadcastPickerProps {
  /** The workspace's broadcasts, newest first. */
  choices: readonly PickableBroadcast[]
  /** The list was a full page: the workspace may have older broadcasts it does not show. */
  more: boolean
  picked: readonly string[]
  onPick(ids: string[]): void
  /** While a read is under way the picks stay as they are. */
  disabled?: boolean
}

/** Checkboxes of the workspace's broadcasts; a sixth pick is refused, and says why. */
export function BroadcastPicker({ choices, more, picked, onPick, disabled }: BroadcastPickerProps) {
  const limitId = useId()
  const chosen = new Set(picked)
  const full = picked.length >= MAX_COMPARED
  // Picked ids the list does not hold (an older broadcast, a shared link) stay listed, so they can be unpicked.
  const listed = new Set(choices.map((choice) => choice.id))
  const options = [...picked.filter((id) => !listed.has(id)).map((id) => ({ id, name: id })), ...choices]

  const toggle = (id: string, on: boolean) => {
    if (!on) onPick(picked.filter((pickedId) => pickedId !== id))
    else if (!chosen.has(id) && !full) onPick([...picked, id])
  }

  return (
    <fieldset className="min-w-0 space-y-3" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">Broadcasts to compare (two to five)</legend>
      <p id={limitId} className="text-sm text-slate-600">
        {full ? 'At most five broadcasts: unpick one to pick another.' : `${picked.length} of ${MAX_COMPARED} picked.`}
        {more &&
          ` Only the newest ${formatCount(choices.length)} broadcasts are listed: the workspace may have older ones.`}
      </p>
      <div className="grid min-w-0 grid-cols-[repeat(auto-fit,minmax(min(12rem,100%),1fr))] gap-3">
        {options.map((option) => {
          const refused = full && !chosen.has(option.id)
          return (
            // A plain box, not ui/checkbox: that one would join the code every screen loads first.
            <label
              key={option.id}
              className={`flex min-w-0 items-start gap-2 text-sm text-slate-800 has-[:disabled]:text-slate-400${refused ? 'opacity-60' : ''}`}
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 disabled:cursor-not-allowed"
                value={option.id}
                checked={chosen.has(option.id)}
                aria-disabled={refused || undefined}
                aria-describedby={refused ? limitId : undefined}
                onChange={(event) => toggle(option.id, event.currentTarget.checked)}
              />
              <span className="min-w-0 break-words">{option.name}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
