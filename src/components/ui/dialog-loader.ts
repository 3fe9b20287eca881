import { importWhenOnline } from '@/lib/import-when-online'
import type * as DialogParts from './dialog-parts'

// Radix's dialog is a chunk of its own, fetched when a dialog first opens: most screens open none at first.
export type Parts = typeof DialogParts
let parts: Parts | undefined
let loading: Promise<Parts> | undefined

export function loadParts(): Promise<Parts> {
  loading ??= importWhenOnline(() => import('./dialog-parts')).then(
    (module) => (parts = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Resolves once the dialog code is loaded; from then on every dialog opens in the same render as its click. */
export function preloadDialog(): Promise<unknown> {
  return loadParts()
}

/** The dialog code, once loaded. */
export function loadedParts(): Parts | undefined {
  return parts
}
