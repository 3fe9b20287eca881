import { useSyncExternalStore } from 'react'
import { lazyComponent } from '@/components/lazy-component'
import { asDialog } from '@/components/ui/dialog'

/** What the header has open: the palette (on its commands or its workspaces), or the list of shortcuts. */
export type PaletteView = 'commands' | 'workspaces' | 'shortcuts'

/** The key that goes with K: ⌘ on Apple devices, Ctrl elsewhere. */
export const MOD_KEY = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl'

let view: PaletteView | null = null
const listeners = new Set<() => void>()

export function paletteView(): PaletteView | null {
  return view
}

export function showPaletteView(next: PaletteView | null) {
  view = next
  for (const listener of listeners) listener()
}

export function usePaletteView(): PaletteView | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    paletteView,
    () => null,
  )
}

/** The palette and the shortcuts are fetched when first opened, or on the intent to open them. */
export const LazyCommandPalette = lazyComponent(
  () => import('./command-palette').then((module) => module.CommandPalette),
  asDialog,
)
export const LazyShortcutsDialog = lazyComponent(
  () => import('./shortcuts-dialog').then((module) => module.ShortcutsDialog),
  asDialog,
)
