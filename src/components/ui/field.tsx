import { useId, type ReactElement, type ReactNode } from 'react'
import { cloneElement } from 'react'

interface FieldProps {
  label: ReactNode
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>
  error?: string
  hint?: ReactNode
  /** A stable id, for links that focus this field; generated when absent. */
  id?: string
}

/** A labelled form control with its own hint and error, wired for screen readers. */
export function Field({ label, children, error, hint, id: fixedId }: FieldProps) {
  const generatedId = useId()
  const id = fixedId ?? generatedId
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
