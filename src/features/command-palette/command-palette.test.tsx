import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { draftKey } from '@/app/drafts'
import { sessionStore } from '@/app/session-store'
import { requestedUrls } from '@/test/app-test-helpers'
import { withPaletteApp } from '@/test/palette-app'
import { renderApp } from '@/test/render-app'
import { textsByRole } from '@/test/texts-by-role'

const demo = withPaletteApp()

async function openAt(path: string) {
  const view = renderApp(path)
  // The first visit compiles the page's modules: allow for a loaded machine.
  await screen.findByRole('heading', { level: 1, name: 'WhatsApp templates' }, { timeout: 10_000 })
  return { ...view, user: userEvent.setup() }
}

const palette = () => screen.findByRole('dialog', { name: 'Search and commands' })

describe('the command palette', () => {
  it('opens on Ctrl+K and on ⌘+K from anywhere, a text field included, and the same keys close it', async () => {
    const { user } = await openAt('/w/ws_1/templates')
    const search = screen.getByRole('searchbox', { name: 'Search templates by name' })
    await user.click(search)
    expect(search).toHaveFocus()
    await user.keyboard('{Control>}k{/Control}')
    const dialog = await palette()
    expect(within(dialog).getByRole('combobox', { name: 'Search and commands' })).toHaveFocus()
    expect(within(dialog).getByRole('listbox', { name: 'Results' })).toBeInTheDocument()

    await user.keyboard('{Control>}k{/Control}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Back where the user was typing.
    expect(search).toHaveFocus()

    await user.keyboard('{Meta>}k{/Meta}')
    expect(await palette()).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  }, 20_000)

  it('finds a template by part of its name through the API, and Enter opens it', async () => {
    const { user, router } = await openAt('/w/ws_1/templates')
    const seen = requestedUrls(demo.server)
    await user.click(screen.getByRole('button', { name: 'Search and commands' }))
    await palette()
    await user.keyboard('delivery_del')
    const results = screen.getByRole('listbox', { name: 'Results' })
    await within(results).findByRole('option', { name: /delivery_delayed/ })
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/\d+ results?/))
    // One search per kind for the whole word, none per keystroke.
    const templateSearches = seen.filter((url) => url.pathname === '/v1/whatsapp-templates')
    expect(templateSearches.map((url) => url.searchParams.get('searchText'))).toEqual(['delivery_del'])

    await user.keyboard('{Enter}')
    const template = demo.db.data.templates.find((item) => item.template.name === 'delivery_delayed')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/w/ws_1/templates/${template?.id}`))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus())
  }, 20_000)

  it('lists hits only for the text on screen: typed on, the old text’s hits leave at once and Enter runs the action shown', async () => {
    const { user, router } = await openAt('/w/ws_1/templates')
    await user.keyboard('{Control>}k{/Control}')
    await palette()
    await user.keyboard('new')
    const results = screen.getByRole('listbox', { name: 'Results' })
    await within(results).findByRole('option', { name: /new_store_berlin_mitte/ })

    await user.keyboard(' webhook')
    // Before the pause is over and the new text is searched.
    expect(within(results).queryByRole('option', { name: /new_store_berlin_mitte/ })).not.toBeInTheDocument()
    expect(within(results).getByRole('option', { name: 'New webhook' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/webhooks'))
    // Settled, so no read of this test's lands in the next one.
    expect(await screen.findByRole('dialog', { name: 'New webhook' }, { timeout: 10_000 })).toBeInTheDocument()
    await screen.findByRole('table', { hidden: true })
  }, 20_000)

  it('filters webhooks by URL in the browser, since the API cannot search them', async () => {
    const { user, router } = await openAt('/w/ws_1/templates')
    const seen = requestedUrls(demo.server)
    await user.keyboard('{Control>}k{/Control}')
    await palette()
    await user.keyboard('old-bot')
    const results = screen.getByRole('listbox', { name: 'Results' })
    const webhooks = await within(results).findByRole('group', { name: 'Webhooks' })
    await waitFor(() =>
      expect(textsByRole(webhooks, 'option')).toEqual([
        'Legacy Telegram bothttps://old-bot.northwind-retail.example/telegram',
      ]),
    )
    const reads = seen.filter((url) => url.pathname === '/v1/webhooks')
    expect(reads).toHaveLength(1)
    expect(reads[0]?.searchParams.get('searchText')).toBeNull()

    await user.click(within(webhooks).getByRole('option', { name: /Legacy Telegram bot/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/webhooks'))
  }, 20_000)

  it('says when one kind failed and still shows the others', async () => {
    demo.server.use(http.get('*/v1/segments', () => HttpResponse.json({ message: 'down' }, { status: 400 })))
    const { user } = await openAt('/w/ws_1/templates')
    await user.keyboard('{Control>}k{/Control}')
    await palette()
    await user.keyboard('order')
    const results = screen.getByRole('listbox', { name: 'Results' })
    expect(await within(results).findByRole('option', { name: 'Could not search segments' })).toBeInTheDocument()
    expect(within(results).getByRole('option', { name: /order_confirmation/ })).toBeInTheDocument()
  }, 20_000)

  it('"New broadcast" opens the composer page, as the list\'s New broadcast does', async () => {
    const { user, router } = await openAt('/w/ws_1/templates')
    await user.keyboard('{Control>}k{/Control}')
    await palette()
    await user.keyboard('new broad')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/w/ws_1/broadcasts/new'))
    expect(router.state.location.search).toEqual({})
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  }, 20_000)

  it('goes to its workspaces page and back: Backspace in the empty search returns to everything', async () => {
    const { user } = await openAt('/w/ws_1/templates')
    await user.keyboard('{Control>}k{/Control}')
    await palette()
    await user.keyboard('switch w{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Switch workspace' })
    expect(within(dialog).getByRole('combobox', { name: 'Search workspaces' })).toHaveFocus()
    await user.keyboard('{Backspace}')
    expect(await palette()).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Search and commands' })).toHaveFocus()
  }, 20_000)

  it('signs out as the header does: asks first when drafts would be lost', async () => {
    window.localStorage.setItem(draftKey('template', 'ws_1'), '{"form":{}}')
    // Signing out reloads the page at /connect, which jsdom cannot do.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user, queryClient } = await openAt('/w/ws_1/templates')
    await user.keyboard('{Control>}k{/Control}')
    await palette()
    await user.keyboard('sign out')
    await user.keyboard('{Enter}')
    const confirm = await screen.findByRole('dialog', { name: 'Sign out?' })
    expect(confirm).toHaveAccessibleDescription('1 unsent template draft will be deleted from this browser.')
    expect(sessionStore.get().session).not.toBeNull()

    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(sessionStore.get().session).toBeNull())
    expect(window.localStorage.getItem(draftKey('template', 'ws_1'))).toBeNull()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  }, 20_000)
})

describe('the shortcuts dialog', () => {
  it('opens on "?" outside text fields only', async () => {
    const { user } = await openAt('/w/ws_1/templates')
    const search = screen.getByRole('searchbox', { name: 'Search templates by name' })
    await user.click(search)
    await user.keyboard('?')
    expect(search).toHaveValue('?')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.clear(search)
    act(() => screen.getByRole('heading', { level: 1 }).focus())
    await user.keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const table = within(dialog).getByRole('table', { name: 'Keyboard shortcuts' })
    expect(textsByRole(table, 'cell').join(' ')).toMatch(/Open or close search and commands/)
  }, 20_000)
})
