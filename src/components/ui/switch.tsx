import type { ReactNode, Ref } from 'react'
import { cn } from '@/lib/cn'
import { FieldMessages, useFieldIds } from './field'

interface SwitchProps {
  label: ReactNode
  checked: boolean
  onCheckedChange(checked: boolean): void
  onBlur?(): void
  disabled?: boolean
  hint?: ReactNode
  error?: string
  id?: string
  ref?: Ref<HTMLButtonElement>
}

/** An on/off control for a setting that applies at once or with its form (role="switch"); Space and Enter toggle it. */
export function Switch({ label, checked, onCheckedChange, onBlur, disabled, ref, ...description }: SwitchProps) {
  const { id, hint, error, hintId, errorId, describedBy } = useFieldIds(description)
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex items-center justify-between gap-3">
        <label
          htmlFor={id}
          className={cn(
            'min-w-0 text-sm font-medium [overflow-wrap:anywhere]',
            disabled ? 'text-slate-400' : 'text-slate-800',
          )}
        >
          {label}
        </label>
        <button
          ref={ref}
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={() => onCheckedChange(!checked)}
          onBlur={onBlur}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
            checked ? 'bg-indigo-600' : 'bg-slate-300',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              checked ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5',
            )}
          />
        </button>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  )
}
