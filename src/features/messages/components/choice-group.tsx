import { useId } from 'react'
import { cn } from '@/lib/cn'

interface ChoiceGroupProps<V extends string> {
  legend: string
  options: readonly { value: V; label: string }[]
  value: V
  onChange(value: V): void
  className?: string
}

/**
 * A segmented control made of real radio buttons: Tab enters at the chosen one, the arrow keys move and choose,
 * as in any radio group.
 */
export function ChoiceGroup<V extends string>({ legend, options, value, onChange, className }: ChoiceGroupProps<V>) {
  const name = useId()
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900',
              'has-checked:bg-white has-checked:text-indigo-800 has-checked:shadow-sm',
              'has-focus-visible:ring-2 has-focus-visible:ring-indigo-500',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
