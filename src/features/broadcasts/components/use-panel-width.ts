import { useSyncExternalStore, type CSSProperties } from 'react'

// Geometry with no class in the shared stylesheet: set through the CSSOM, so this costs other screens no bytes.
const wideQuery = '(min-width: 640px)'
const sideSheet: CSSProperties = { top: 0, right: 0, bottom: 0, width: '28rem', maxWidth: '100vw' }
const bottomSheet: CSSProperties = {
  left: 0,
  right: 0,
  bottom: 0,
  maxHeight: '85dvh',
  borderTopLeftRadius: '0.75rem',
  borderTopRightRadius: '0.75rem',
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

/** Where the panel sits, following the window's width: a side sheet on a wide screen, a bottom sheet on a phone. */
export function usePanelStyle(): CSSProperties {
  return useSyncExternalStore(subscribeToWidth, isWide, () => false) ? sideSheet : bottomSheet
}
