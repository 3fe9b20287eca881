import { useSyncExternalStore, type CSSProperties } from 'react'

// Geometry with no class in the shared stylesheet: set through the CSSOM, so this costs other screens no bytes.
const wideQuery = '(min-width: 640px)'
const sideSheet: CSSProperties = { top: 0, insetInlineEnd: 0, bottom: 0, width: '28rem', maxWidth: '100vw' }
const bottomSheet: CSSProperties = {
  insetInline: 0,
  bottom: 0,
  maxHeight: '85dvh',
  borderStartStartRadius: '0.75rem',
  borderStartEndRadius: '0.75rem',
}

function media() {
  return (window.matchMedia as typeof window.matchMedia | undefined)?.(wideQuery)
}
function subscribeToWidth(onChange: () => void) {
  const list = media()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}
const isWide = () => media()?.matches ?? false

/** Where the panel sits, by the window's width: a side sheet at the end on a wide screen, a bottom sheet on a phone. */
export function usePanelStyle(): CSSProperties {
  return useSyncExternalStore(subscribeToWidth, isWide, () => false) ? sideSheet : bottomSheet
}
