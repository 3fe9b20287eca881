import '@testing-library/jest-dom/vitest'
import { cleanup, configure, getConfig } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'
import type * as LazyDialogModule from '@/components/lazy-dialog'
import { preloadDialog } from '@/components/ui/dialog-loader'

// In a browser a dialog's first opening waits for its chunk; here every dialog opens in its click's render.
beforeAll(() => preloadDialog())
// The same for a lazy dialog: its code loads as soon as its screen's does, and every findBy, waitFor and user-event
// action waits for it first (lazy-dialog.test unmocks this, to see the lazy loading itself).
const lazyDialogLoads = vi.hoisted(() => new Set<Promise<unknown>>())
vi.mock('@/components/lazy-dialog', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyDialogModule>()
  const lazyDialog: typeof actual.lazyDialog = (load, name) => {
    const dialog = actual.lazyDialog(() => {
      const loading = load()
      lazyDialogLoads.add(loading)
      void loading.finally(() => lazyDialogLoads.delete(loading)).catch(() => undefined)
      return loading
    }, name)
    dialog.preload()
    return dialog
  }
  return { ...actual, lazyDialog }
})
const { asyncWrapper } = getConfig()
configure({
  asyncWrapper: (callback) =>
    asyncWrapper(async () => {
      await Promise.allSettled(lazyDialogLoads)
      return callback()
    }),
})

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  window.sessionStorage.clear()
})

// jsdom has no layout: the router's scroll restoration, the builder's "Go to field" and a table's return to its
// first row call these.
window.scrollTo = () => {}
Element.prototype.scrollTo = () => {}
Element.prototype.scrollIntoView = () => {}
