import { useSyncExternalStore } from 'react'

/** Tailwind's `sm` breakpoint: below it, table rows stack as cards (see ui/table.tsx). */
const TABLE_WIDE = '(min-width: 40rem)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(TABLE_WIDE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Where the window cannot tell (jsdom), rows are a table. */
const hasMatchMedia = () => typeof window.matchMedia === 'function'

/** Whether the window is narrow enough that rows show as cards, following it as it resizes. */
export function useRowsAsCards(): boolean {
  return useSyncExternalStore(
    (onChange) => (hasMatchMedia() ? subscribe(onChange) : () => undefined),
    () => hasMatchMedia() && !window.matchMedia(TABLE_WIDE).matches,
  )
}
