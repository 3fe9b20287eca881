import { useCallback, useLayoutEffect, useRef, type ComponentProps, type ReactNode, type Ref } from 'react'
import { cn } from '@/lib/cn'
import { FieldMessages, useFieldIds } from './field'

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode
  hint?: ReactNode
  error?: string
  /** Some but not all of what this box stands for is checked (a "select all" box). */
  indeterminate?: boolean
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/** A native checkbox with its label beside it; works with react-hook-form's `register`. */
export function Checkbox({
  label,
  hint: latestHint,
  error: latestError,
  indeterminate = false,
  id: fixedId,
  className,
  ref,
  ...props
}: CheckboxProps) {
  const { id, hint, error, hintId, errorId, describedBy } = useFieldIds({
    hint: latestHint,
    error: latestError,
    id: fixedId,
  })
  const inputRef = useRef<HTMLInputElement | null>(null)
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element
      assignRef(ref, element)
    },
    [ref],
  )
  // `indeterminate` is a DOM property with no attribute, and a click clears it: set it after every render.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate
  })

  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="flex items-start gap-2 text-sm text-slate-800 has-[:disabled]:text-slate-400">
        <input
          ref={setRefs}
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 disabled:cursor-not-allowed"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        <span className="min-w-0 [overflow-wrap:anywhere]">{label}</span>
      </label>
      {(hint || error) && (
        <div className="mt-1 ps-6">
          <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
        </div>
      )}
    </div>
  )
}
