import { useEffect } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * Calls `save` whenever the form's values change. A submit, which changes no value, is not a change: so a draft
 * cleared after a send stays cleared.
 */
export function useValuesAutosave<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  save: (values: Values) => void,
): void {
  useEffect(() => {
    let last = JSON.stringify(form.getValues())
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const next = JSON.stringify(values)
        if (next === last) return
        last = next
        save(values)
      },
    })
  }, [form, save])
}
