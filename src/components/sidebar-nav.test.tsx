import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/app/session-store'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { textsByRole } from '@/test/texts-by-role'

withDemoServer()

beforeEach(() => {
  window.localStorage.clear()
  connectAs()
})

async function openAt(path: string) {
  const view = renderApp(path)
  // The first visit compiles the app's modules: allow for a loaded machine.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
  const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]
  if (!nav) throw new Error('no main navigation')
  return { ...view, nav }
}

const WORKSPACE_LINKS = ['Overview', 'Templates', 'Broadcasts', 'Segments', 'Staff', 'Messages']
const ACCOUNT_LINKS = ['Webhooks', 'Contact tags', 'Workspaces', 'Account']

describe('the sidebar and the header’s workspace', { timeout: 20_000 }, () => {
  it('groups the links under labelled headings: the workspace in the URL, then the whole account', async () => {
    const { nav } = await openAt('/w/ws_1/templates')
    expect(textsByRole(nav, 'heading')).toEqual(['This workspace', 'Account'])
    const workspace = within(nav).getByRole('list', { name: 'This workspace' })
    expect(textsByRole(workspace, 'link')).toEqual(WORKSPACE_LINKS)
    expect(within(workspace).getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/w/ws_1/templates')
    expect(textsByRole(within(nav).getByRole('list', { name: 'Account' }), 'link')).toEqual(ACCOUNT_LINKS)
    // Which workspace the group's links open, by name.
    expect(await within(nav).findByText('Northwind Retail — EU')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Workspace: Northwind Retail — EU, change' })).toBeInTheDocument()
  })

  it.each(['/webhooks', '/tags', '/workspaces', '/account'])(
    'on %s, an account page, says the page is for the whole account instead of offering a switch',
    async (path) => {
      sessionStore.setLastWorkspaceId('ws_2')
      const { nav } = await openAt(path)
      const header = screen.getByRole('banner')
      expect(within(header).queryByRole('button', { name: /^Workspace:/ })).not.toBeInTheDocument()
      expect(header).toHaveTextContent('Whole account')
      // The workspace links still go to the last workspace, and say which it is.
      const workspace = within(nav).getByRole('list', { name: 'This workspace' })
      expect(within(workspace).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/w/ws_2/staff')
      expect(await within(nav).findByText('Northwind Retail — US')).toBeInTheDocument()
    },
  )

  it('with no workspace chosen yet, lists only the account’s screens', async () => {
    const { nav } = await openAt('/account')
    expect(textsByRole(nav, 'heading')).toEqual(['Account'])
    expect(textsByRole(nav, 'link')).toEqual(ACCOUNT_LINKS)
  })
})
