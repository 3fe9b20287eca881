import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

withDemoServer()

beforeEach(() => connectAs())

/** A page's first visit compiles its modules: allow for a loaded machine. */
const firstVisit = { timeout: 5000 }

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }))

describe('focus after a route change', () => {
  it('leaves focus alone on the first load, then moves it to the new page’s heading after each navigation', async () => {
    renderApp('/w/ws_1')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northwind Retail — EU' }, firstVisit),
    ).not.toHaveFocus()
    expect(document.body).toHaveFocus()
    const user = userEvent.setup()

    await user.click(mainNav().getByRole('link', { name: 'Templates' }))
    const templates = await screen.findByRole('heading', { level: 1, name: 'WhatsApp templates' }, firstVisit)
    await waitFor(() => expect(templates).toHaveFocus())

    await user.click(mainNav().getByRole('link', { name: 'Account' }))
    const account = await screen.findByRole('heading', { level: 1, name: 'Account' }, firstVisit)
    await waitFor(() => expect(account).toHaveFocus())
  })

  it('keeps focus in the search box when only the search params change', async () => {
    const { router } = renderApp('/account')
    await screen.findByRole('heading', { level: 1, name: 'Account' }, firstVisit)
    const user = userEvent.setup()
    await user.click(mainNav().getByRole('link', { name: 'Workspaces' }))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Workspaces' }, firstVisit)
    await waitFor(() => expect(heading).toHaveFocus())

    const search = screen.getByRole('searchbox', { name: 'Search workspaces' })
    await user.click(search)
    await user.keyboard('loyal')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ searchText: 'loyal' }))
    await screen.findByRole('link', { name: 'Loyalty Club' })
    expect(search).toHaveFocus()
  })

  it('closes the phone menu when a link is chosen and focuses the new page’s heading', async () => {
    renderApp('/account')
    await screen.findByRole('heading', { level: 1, name: 'Account' }, firstVisit)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const sheet = await screen.findByRole('dialog', { name: 'Inbox Console' })
    expect(within(sheet).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page')

    await user.click(within(sheet).getByRole('link', { name: 'Workspaces' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const heading = await screen.findByRole('heading', { level: 1, name: 'Workspaces' }, firstVisit)
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('returns focus to the menu button when the phone menu is closed without choosing', async () => {
    renderApp('/account')
    await screen.findByRole('heading', { level: 1, name: 'Account' }, firstVisit)
    const user = userEvent.setup()
    const menu = screen.getByRole('button', { name: 'Menu' })
    await user.click(menu)
    await screen.findByRole('dialog', { name: 'Inbox Console' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(menu).toHaveFocus())
  })
})
