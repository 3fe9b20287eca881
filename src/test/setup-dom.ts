import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { preloadDialog } from '@/components/ui/dialog'

// In a browser a dialog's first opening waits for its chunk; here every dialog opens in its click's render.
beforeAll(() => preloadDialog())

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
