import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, it, vi } from 'vitest'
import { sessionStore } from '@/app/session-store'
import { takeSignedOut } from '@/features/connection/arrival'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

// Signing out leaves the connect page a note, so it starts at its heading. The "-" keeps this file out of the route tree.
withDemoServer()
beforeEach(() => {
  sessionStorage.clear()
  connectAs()
})

it('signing out from the header tells the connect page it was a sign-out', { timeout: 30_000 }, async () => {
  // Signing out reloads the page at /connect, which jsdom cannot do.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  renderApp('/w/ws_1')
  expect(await screen.findByRole('heading', { name: 'In this workspace' }, { timeout: 10_000 })).toBeInTheDocument()
  expect(takeSignedOut()).toBe(false)
  await userEvent.setup().click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }))
  await waitFor(() => expect(sessionStore.get().session).toBeNull())
  expect(takeSignedOut()).toBe(true)
})
