import { useId, type ReactElement, type ReactNode } from 'react'
import { cloneElement } from 'react'
import { useHeldWhilePressed } from './use-held-while-pressed'

interface FieldDescription {
  hint?: ReactNode
  error?: string
  /** A stable id, for links that focus this field; generated when absent. */
  id?: string
}

/**
 * The hint and error to show, and the ids that tie the control to them, for controls that lay out their own label
 * (checkbox, switch, group). Show the hint and error it returns: they wait while a press is under way, so one that
 * appears as the press blurs the field cannot move the control being pressed (see useHeldWhilePressed).
 */
export function useFieldIds({ hint: latestHint, error: latestError, id: fixedId }: FieldDescription) {
  const generatedId = useId()
  const id = fixedId ?? generatedId
  const hint = useHeldWhilePressed(latestHint)
  const error = useHeldWhilePressed(latestError)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return { id, hint, error, hintId, errorId, describedBy }
}

/** A field's hint and error lines, under the control. The error line is marked for the form's error summary. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode
  hintId?: string
  error?: string
  errorId?: string
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} data-field-error className="text-xs font-medium break-words text-red-700">
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
export function Field({ label, children, ...description }: FieldProps) {
  const { id, hint, error, hintId, errorId, describedBy } = useFieldIds(description)
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
