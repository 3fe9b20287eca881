import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OfflineBanner } from './offline-banner'

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

describe('OfflineBanner', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('shows nothing while online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const { container } = render(<OfflineBanner />)
    expect(container).toBeEmptyDOMElement()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('appears when the browser goes offline and goes away when it is back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    render(<OfflineBanner />)

    goOnline(false)
    expect(screen.getByRole('alert')).toHaveTextContent(/^You’re offline\. Nothing you type is lost\./)

    goOnline(true)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows at once on a page that loads offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<OfflineBanner />)
    expect(screen.getByRole('alert')).toHaveTextContent('You’re offline.')
  })

  it('stops listening once unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener')
    const { unmount } = render(<OfflineBanner />)
    unmount()
    expect(remove.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['online', 'offline']))
  })
})
