import type * as DialogParts from './dialog-parts'

// Radix's dialog is a chunk of its own, fetched when a dialog first opens: most screens open none at first.
export type Parts = typeof DialogParts
let parts: Parts | undefined
let loading: Promise<Parts> | undefined

const nextOnline = () => new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
const ONLINE_RETRIES = 3
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A dialog first opened offline cannot fetch its code: it opens once the connection is back, instead of failing
 * for good. A fetch that failed offline may only report it after the connection is back, and the first tries
 * then can still fail while the connection settles, so a few more, half a second apart and growing.
 */
function importParts(onlineFailures = 0): Promise<Parts> {
  return import('./dialog-parts').catch((error: unknown) => {
    if (typeof navigator === 'undefined') throw error
    if (!navigator.onLine) return nextOnline().then(() => importParts())
    if (onlineFailures >= ONLINE_RETRIES) throw error
    return pause(500 * 2 ** onlineFailures).then(() => importParts(onlineFailures + 1))
  })
}

export function loadParts(): Promise<Parts> {
  loading ??= importParts().then(
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
