import { useEffect } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * Calls `onChange` whenever the form's values change (an autosave, a re-check), while `enabled`. A submit, which
 * changes no value, is not a change: so a draft cleared after a send stays cleared.
 */
export function useValuesChange<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  onChange: (values: Values) => void,
  enabled = true,
): void {
  useEffect(() => {
    if (!enabled) return
    let last = JSON.stringify(form.getValues())
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const next = JSON.stringify(values)
        if (next === last) return
        last = next
        onChange(values)
      },
    })
  }, [form, onChange, enabled])
}
