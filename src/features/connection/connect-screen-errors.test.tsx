import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/app/session-store'
import { DEMO_ACCOUNT_MISSING_KEY, DEMO_API_KEY } from '@/lib/demo-keys'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { fillLive } from '@/test/connect-test-kit'

const demo = withDemoServer()

beforeEach(() => sessionStore.signOut())

const PAGE = '<!doctype html><html><head><title>Inbox Console</title></head><body><div id="root"></div></body></html>'

describe('connect screen, live mode against an address that is not the API', () => {
  it.each([200, 404])(
    'says the address serves a web page when it answers %i with HTML, next to the button',
    async (status) => {
      demo.server.use(http.get('*/v1/account-info', () => HttpResponse.html(PAGE, { status })))
      renderApp('/connect')
      const user = await fillLive(DEMO_API_KEY)
      await user.click(screen.getByRole('button', { name: 'Connect' }))

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(
        "This address serves a web page, not the API: enter your API's base URL, or run the dev or preview server with API_PROXY_TARGET",
      )
      expect(alert).not.toHaveTextContent(/account not found/i)
      expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: 'Connect' }))
      expect(sessionStore.get().session).toBeNull()
    },
  )

  it('replaces the last error with the new one, and shows one at a time', async () => {
    renderApp('/connect')
    const user = await fillLive(DEMO_ACCOUNT_MISSING_KEY)
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Account not found')

    demo.server.use(http.get('*/v1/account-info', () => HttpResponse.html(PAGE, { status: 404 })))
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('serves a web page'))
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.queryByText(/account not found/i)).not.toBeInTheDocument()
  })

  it('clears the error when a new attempt is stopped by the fields, and when the mode changes', async () => {
    demo.server.use(http.get('*/v1/account-info', () => HttpResponse.html(PAGE)))
    renderApp('/connect')
    const user = await fillLive(DEMO_API_KEY)
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('serves a web page')

    await user.clear(screen.getByLabelText('API key'))
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByText('Enter an API key')).toBeInTheDocument()
    // The only alert left is the summary of the fields' problems.
    expect(screen.getByRole('alert')).toHaveTextContent('1 problem to fix:API key: Enter an API key')

    await user.type(screen.getByLabelText('API key'), DEMO_API_KEY)
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('serves a web page')
    await user.click(screen.getByRole('radio', { name: /demo/i }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('marks the button busy while connecting, keeping the focus on it, and after a refusal', async () => {
    let answer: ((response: Response) => void) | undefined
    demo.server.use(http.get('*/v1/account-info', () => new Promise<Response>((resolve) => (answer = resolve))))
    renderApp('/connect')
    const user = await fillLive(DEMO_API_KEY)
    await user.click(screen.getByRole('button', { name: 'Connect' }))

    const busy = await screen.findByRole('button', { name: 'Connecting…' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    expect(busy).toHaveFocus()
    await waitFor(() => expect(answer).toBeDefined())
    answer?.(HttpResponse.html(PAGE, { status: 404 }))
    expect(await screen.findByRole('alert')).toHaveTextContent('serves a web page')
    expect(screen.getByRole('button', { name: 'Connect' })).not.toHaveAttribute('aria-disabled')
    expect(screen.getByRole('button', { name: 'Connect' })).toHaveFocus()
  })
})
