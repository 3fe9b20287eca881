import type { ReactNode, Ref } from 'react'
import { Checkbox } from './checkbox'
import { FieldMessages, useFieldIds } from './field'

export interface CheckboxOption {
  value: string
  label: ReactNode
}

export interface CheckboxOptionGroup {
  /** Names the group and its "Select all" box, e.g. "Messages". */
  label: string
  options: readonly CheckboxOption[]
}

interface CheckboxGroupProps {
  legend: ReactNode
  groups: readonly CheckboxOptionGroup[]
  /** The chosen values; values that no option offers are kept as they are. */
  value: readonly string[]
  onChange(value: string[]): void
  onBlur?(): void
  hint?: ReactNode
  error?: string
  disabled?: boolean
  id?: string
  /** The boxes' form name. */
  name?: string
  /** Given the first box, so react-hook-form can focus the group on an error. */
  ref?: Ref<HTMLInputElement>
}

/**
 * A fieldset of checkboxes in groups, each group with a "Select all" box (indeterminate when some are chosen).
 * A controlled string[]: use it through react-hook-form's Controller, given the Controller's `field`.
 */
export function CheckboxGroup({
  legend,
  groups,
  value,
  onChange,
  onBlur,
  disabled,
  name,
  ref,
  ...description
}: CheckboxGroupProps) {
  const { id, hint, error, hintId, errorId, describedBy } = useFieldIds(description)
  const chosen = new Set(value)
  const offered = groups.flatMap((group) => group.options.map((option) => option.value))

  const commit = (next: Set<string>) => {
    const known = new Set(offered)
    onChange([...offered.filter((v) => next.has(v)), ...value.filter((v) => !known.has(v) && next.has(v))])
  }
  const toggle = (values: readonly string[], on: boolean) => {
    const next = new Set(chosen)
    for (const v of values) {
      if (on) next.add(v)
      else next.delete(v)
    }
    commit(next)
  }

  return (
    <fieldset id={id} className="min-w-0 space-y-3" disabled={disabled} aria-describedby={describedBy} onBlur={onBlur}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid min-w-0 grid-cols-[repeat(auto-fit,minmax(min(12rem,100%),1fr))] gap-3">
        {groups.map((group, groupIndex) => {
          const values = group.options.map((option) => option.value)
          const count = values.filter((v) => chosen.has(v)).length
          const all = values.length > 0 && count === values.length
          return (
            <fieldset key={group.label} className="min-w-0 rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium [overflow-wrap:anywhere] text-slate-700">
                {group.label}
              </legend>
              <Checkbox
                label="Select all"
                aria-label={`Select all ${group.label}`}
                checked={all}
                indeterminate={count > 0 && !all}
                disabled={values.length === 0}
                onChange={(event) => toggle(values, event.currentTarget.checked)}
                className="border-b border-slate-100 pb-2"
              />
              <div className="mt-2 space-y-2">
                {group.options.map((option, optionIndex) => (
                  <Checkbox
                    key={option.value}
                    ref={groupIndex === 0 && optionIndex === 0 ? ref : undefined}
                    label={option.label}
                    name={name}
                    value={option.value}
                    checked={chosen.has(option.value)}
                    onChange={(event) => toggle([option.value], event.currentTarget.checked)}
                  />
                ))}
              </div>
            </fieldset>
          )
        })}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  )
}
