import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionStore } from '@/app/session-store'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

// Unknown addresses: never a dead end. The "-" keeps this file out of the route tree.
withDemoServer()

/** The 404, with the shell's header and navigation around it. */
async function notFoundInShell() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 })).toBeVisible()
  expect(screen.getByRole('banner')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/')
  return screen.getAllByRole('navigation')[0] as HTMLElement
}

describe('an unknown address', { timeout: 30_000 }, () => {
  it('signed in, shows the 404 inside the shell, with the workspace’s screens a click away', async () => {
    connectAs()
    renderApp('/w/ws_1/nope')
    const nav = await notFoundInShell()
    expect(within(nav).getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/w/ws_1/templates')
  })

  it('signed in, shows the 404 inside the shell for an address outside any workspace too', async () => {
    connectAs()
    renderApp('/no/such/page')
    const nav = await notFoundInShell()
    expect(within(nav).getByRole('link', { name: 'Workspaces' })).toHaveAttribute('href', '/workspaces')
  })

  it('signed out, goes to the connect screen first, and back to the address after', async () => {
    sessionStore.signOut()
    const { router } = renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Connect to Inbox Console' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/connect')
    expect(router.state.location.search).toEqual({ redirect: '/no/such/page' })
  })
})
