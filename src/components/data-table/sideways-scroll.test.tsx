import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SidewaysScroll } from './sideways-scroll'

const CUE = 'Scroll the table sideways to see every column.'

/** jsdom lays nothing out: the table's frame gets the widths given, and resizes are reported by hand. */
function renderWithWidths() {
  const observers: (() => void)[] = []
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observers.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  render(
    <SidewaysScroll>
      <div data-testid="frame">
        <table aria-label="Figures" />
      </div>
    </SidewaysScroll>,
  )
  const frame = screen.getByTestId('frame')
  return (scrollWidth: number, clientWidth: number) => {
    Object.defineProperties(frame, {
      scrollWidth: { configurable: true, value: scrollWidth },
      clientWidth: { configurable: true, value: clientWidth },
    })
    act(() => observers.forEach((resized) => resized()))
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('SidewaysScroll', () => {
  it('says the table scrolls sideways only while it is wider than its frame', () => {
    const resize = renderWithWidths()
    resize(700, 700)
    expect(screen.queryByText(CUE)).not.toBeInTheDocument()
    resize(727, 510)
    expect(screen.getByText(CUE)).toBeInTheDocument()
    resize(990, 990)
    expect(screen.queryByText(CUE)).not.toBeInTheDocument()
  })

  it('says nothing where nothing can be measured (no ResizeObserver)', () => {
    vi.stubGlobal('ResizeObserver', undefined)
    render(
      <SidewaysScroll>
        <table aria-label="Figures" />
      </SidewaysScroll>,
    )
    expect(screen.getByRole('table', { name: 'Figures' })).toBeInTheDocument()
    expect(screen.queryByText(CUE)).not.toBeInTheDocument()
  })
})
