import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  window.sessionStorage.clear()
})

// jsdom has no layout: the router's scroll restoration and the builder's "Go to field" call these.
window.scrollTo = () => {}
Element.prototype.scrollIntoView = () => {}
