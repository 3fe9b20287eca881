import { render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/app/session-store'
import { DEMO_API_KEY } from '@/lib/demo-keys'
import { BASE, withDemoServer } from '@/test/demo-harness'
import { takeArrival } from './arrival'
import { ConnectPage, redirectTarget } from './connect-page'
import { fillLive } from '@/test/connect-test-kit'

withDemoServer()

beforeEach(() => sessionStore.signOut())

describe('redirectTarget', () => {
  it.each([
    ['?redirect=%2Fw%2Fws_1%2Ftemplates%3Flimit%3D10', '/w/ws_1/templates?limit=10'],
    ['', '/'],
    ['?redirect=%2F%2Fevil.test', '/'],
    ['?redirect=https%3A%2F%2Fevil.test', '/'],
    ['?redirect=%2Fconnect', '/'],
  ])('reads %j as %j', (search, target) => {
    expect(redirectTarget(search)).toBe(target)
  })
})

describe('connect page (the connect entry, without the router)', () => {
  it('stores the session once the key works and opens the app where the visitor was going, the button still busy', async () => {
    const goTo = vi.fn()
    render(<ConnectPage search="?redirect=%2Fw%2Fws_1%2Ftemplates" goTo={goTo} />)
    const user = await fillLive(DEMO_API_KEY)
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/w/ws_1/templates'))
    expect(goTo).toHaveBeenCalledTimes(1)
    expect(sessionStore.get().session).toEqual({ mode: 'live', baseUrl: BASE, apiKey: DEMO_API_KEY, remember: false })
    expect(screen.getByRole('button', { name: 'Connecting…' })).toBeInTheDocument()
    // The app, once open, puts the focus on its first heading.
    expect(takeArrival()).toBe(true)
  })

  it('stays, with the error, when the key is refused', async () => {
    const goTo = vi.fn()
    render(<ConnectPage search="" goTo={goTo} />)
    const user = await fillLive('not-a-key')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or deleted API key')
    expect(goTo).not.toHaveBeenCalled()
    expect(sessionStore.get().session).toBeNull()
    expect(takeArrival()).toBe(false)
  })

  it('shows the offline banner while the browser is offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      render(<ConnectPage search="" goTo={vi.fn()} />)
      expect(screen.getByRole('alert')).toHaveTextContent('You’re offline.')
      online.mockReturnValue(true)
      window.dispatchEvent(new Event('online'))
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    } finally {
      online.mockRestore()
    }
  })
})
