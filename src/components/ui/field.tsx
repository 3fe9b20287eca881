import { useId, type ReactElement, type ReactNode } from 'react'
import { cloneElement } from 'react'

interface FieldDescription {
  hint?: ReactNode
  error?: string
  /** A stable id, for links that focus this field; generated when absent. */
  id?: string
}

/** The ids that tie a control to its hint and error, for controls that lay out their own label (checkbox, switch, group). */
export function useFieldIds({ hint, error, id: fixedId }: FieldDescription) {
  const generatedId = useId()
  const id = fixedId ?? generatedId
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return { id, hintId, errorId, describedBy }
}

/** A field's hint and error lines, under the control. */
export function FieldMessages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium break-words text-red-700">
          {error}
        </p>
      )}
    </>
  )
}

interface FieldProps extends FieldDescription {
  label: ReactNode
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>
}

/** A labelled form control with its own hint and error, wired for screen readers. */
export function Field({ label, children, error, hint, id: fixedId }: FieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds({ hint, error, id: fixedId })
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  )
}
