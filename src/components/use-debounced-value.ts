import { useEffect, useState } from 'react'

/** The value once it has stopped changing for `delay` ms: a check as the user types asks the API once, not per keystroke. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
  return debounced
}
