import { useCallback, useEffect, useRef } from 'react'
import { focusField, type FieldFocus } from './builder-field-ids'

/**
 * Focus for a control that a state change is about to add, renumber or re-enable: ask for its id before the
 * change, and it is focused once this component has rendered. A request waits while its control is disabled
 * (e.g. the submit button while it submits) and is dropped if the control is not there.
 */
export function useFocusAfterRender(): (id: string, options?: FieldFocus) => void {
  const pending = useRef<{ id: string; options?: FieldFocus } | null>(null)
  useEffect(() => {
    const request = pending.current
    if (!request) return
    const element = document.getElementById(request.id)
    if (element && 'disabled' in element && element.disabled) return
    pending.current = null
    focusField(request.id, request.options)
  })
  return useCallback((id: string, options?: FieldFocus) => {
    pending.current = { id, options }
  }, [])
}
