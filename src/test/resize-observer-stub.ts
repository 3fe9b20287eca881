import { afterAll, beforeAll, vi } from 'vitest'

/** For the tests of a file: jsdom has no ResizeObserver (nor layout to observe); cmdk's list measures itself with one. */
export function withResizeObserverStub() {
  beforeAll(() =>
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    ),
  )
  afterAll(() => vi.unstubAllGlobals())
}
