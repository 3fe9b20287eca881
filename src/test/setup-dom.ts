import '@testing-library/jest-dom/vitest'
import { cleanup, configure, getConfig } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'
import type * as LazyComponentModule from '@/components/lazy-component'

// In a browser a dialog's first opening waits for its chunk; here every dialog opens in its click's render. (Imported
// here, not above, so that a test's own mocks of what the dialog imports apply to it.)
beforeAll(async () => (await import('@/components/ui/dialog')).preloadDialog())
// The same for every lazy dialog, sheet or panel: its code loads as soon as its screen's does, and every findBy,
// waitFor and user-event action waits for it first (lazy-component.test unmocks this, to see the lazy loading itself).
// Lazy parts load as in a browser, when first shown.
const overlayLoads = vi.hoisted(() => new Set<Promise<unknown>>())
vi.mock('@/components/lazy-component', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyComponentModule>()
  const lazyComponent: typeof actual.lazyComponent = (load, overlay) => {
    if (!overlay) return actual.lazyComponent(load)
    const component = actual.lazyComponent(() => {
      const loading = load()
      overlayLoads.add(loading)
      void loading.finally(() => overlayLoads.delete(loading)).catch(() => undefined)
      return loading
    }, overlay)
    void component.preload()
    return component
  }
  return { ...actual, lazyComponent }
})
const { asyncWrapper } = getConfig()
configure({
  asyncWrapper: (callback) =>
    asyncWrapper(async () => {
      await Promise.allSettled(overlayLoads)
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
