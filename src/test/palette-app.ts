import { beforeEach } from 'vitest'
import { showPaletteView } from '@/features/command-palette/palette-state'
import { connectAs } from './connect-as'
import { withDemoServer } from './demo-harness'
import { withResizeObserverStub } from './resize-observer-stub'

/** The palette's tests start signed in to the demo API, with the palette closed. */
export function withPaletteApp() {
  const demo = withDemoServer()
  withResizeObserverStub()
  beforeEach(() => connectAs())
  // The palette's open state lives beside the header, outside any one render.
  beforeEach(() => showPaletteView(null))
  return demo
}
