import { useCallback, useEffect, useRef } from 'react'
import { focusField } from './builder-field-ids'

/**
 * Focus for a control that a state change is about to add, renumber or re-enable: ask for its id before the
 * change, and it is focused once this component has rendered. A request waits while its control is disabled
 * (e.g. the submit button while it submits) and is dropped if the control is not there.
 */
export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null)
  useEffect(() => {
    const id = pending.current
    if (!id) return
    const element = document.getElementById(id)
    if (element && 'disabled' in element && element.disabled) return
    pending.current = null
    focusField(id)
  })
  return useCallback((id: string) => {
    pending.current = id
  }, [])
}
