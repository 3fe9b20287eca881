import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/app/session-store'
import { DEMO_ACCOUNT_MISSING_KEY, DEMO_API_KEY, DEMO_SERVER_ERROR_KEY } from '@/lib/demo-keys'
import { BASE, withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { fillLive } from '@/test/connect-test-kit'

const { server } = withDemoServer()

beforeEach(() => sessionStore.signOut())

async function connectLive(apiKey: string, options: { remember?: boolean } = {}) {
  const user = await fillLive(apiKey, options)
  await user.click(screen.getByRole('button', { name: 'Connect' }))
  return user
}

describe('connect screen', () => {
  it('sends an unconnected visitor to the connect screen, remembering where they were going', async () => {
    const { router } = renderApp('/workspaces?page=2')
    expect(await screen.findByRole('heading', { name: 'Connect to Inbox Console' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/connect')
    expect(router.state.location.search).toEqual({ redirect: '/workspaces?page=2' })
  })

  it('says the key is invalid or deleted on 401, and stays on the screen', async () => {
    const { router } = renderApp('/connect')
    await connectLive('not-a-key')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or deleted API key')
    expect(router.state.location.pathname).toBe('/connect')
    expect(sessionStore.get().session).toBeNull()
  })

  it('says the account was not found on 404', async () => {
    renderApp('/connect')
    await connectLive(DEMO_ACCOUNT_MISSING_KEY)
    expect(await screen.findByRole('alert')).toHaveTextContent('Account not found')
  })

  it('offers a retry when the account could not be retrieved (500), and the retry can succeed', async () => {
    renderApp('/connect')
    let calls = 0
    server.use(
      http.get('*/v1/account-info', () => {
        calls += 1
        return calls === 1 ? HttpResponse.json({ error: 'Could not retrieve the account' }, { status: 500 }) : undefined
      }),
    )
    const user = await connectLive(DEMO_API_KEY)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not retrieve the account')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('heading', { name: /Northwind|Loyalty|Support|Retail/ }, { timeout: 3000 }),
    ).toBeInTheDocument()
    expect(calls).toBeGreaterThanOrEqual(2)
  })

  it('says the account could not be retrieved for the server-error key', async () => {
    renderApp('/connect')
    await connectLive(DEMO_SERVER_ERROR_KEY)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not retrieve the account')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
  })

  it('connects with a valid key, keeps the key in sessionStorage only, and returns to the page asked for', async () => {
    const { router } = renderApp('/connect?redirect=%2Faccount')
    await connectLive(DEMO_API_KEY)
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/account')
    expect(window.sessionStorage.getItem('inbox-console:session')).toContain(DEMO_API_KEY)
    expect(window.localStorage.getItem('inbox-console:session')).toBeNull()
    expect(router.state.location.href).not.toContain(DEMO_API_KEY)
  })

  it('keeps the key in localStorage when "remember on this device" is ticked', async () => {
    renderApp('/connect?redirect=%2Faccount')
    await connectLive(DEMO_API_KEY, { remember: true })
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument()
    expect(window.localStorage.getItem('inbox-console:session')).toContain(DEMO_API_KEY)
    expect(window.sessionStorage.getItem('inbox-console:session')).toBeNull()
  })

  it('ignores a redirect to another site', async () => {
    const { router } = renderApp('/connect?redirect=%2F%2Fevil.example%2Fphish')
    await connectLive(DEMO_API_KEY)
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/w\//))
  })

  it('validates the base URL before calling anything', async () => {
    renderApp('/connect')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: /live api/i }))
    const baseUrl = screen.getByLabelText('Base URL')
    await user.clear(baseUrl)
    await user.type(baseUrl, 'not a url')
    await user.type(screen.getByLabelText('API key'), DEMO_API_KEY)
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByText(/^Enter the API address/)).toBeInTheDocument()
    expect(screen.getByLabelText('Base URL')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Base URL')).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent(/^1 problem to fix:Base URL: Enter the API address/)
  })
})

describe('global 401 policy', () => {
  it('returns to the connect screen with a message when a call is refused, then back to the same page', async () => {
    sessionStore.connect({ mode: 'live', baseUrl: BASE, apiKey: DEMO_API_KEY, remember: false })
    server.use(
      http.get('*/v1/workspaces', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }), {
        once: true,
      }),
    )
    const { router } = renderApp('/workspaces?searchText=a')
    expect(await screen.findByText(/The API refused the key \(Unauthorized\)/)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/connect')
    expect(sessionStore.get().session).toBeNull()

    await connectLive(DEMO_API_KEY)
    expect(await screen.findByRole('heading', { name: 'Workspaces' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/workspaces')
    expect(router.state.location.search).toEqual({ searchText: 'a' })
  })
})
