import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { withPaletteApp } from '@/test/palette-app'
import { renderApp } from '@/test/render-app'
import { textsByRole } from '@/test/texts-by-role'

const demo = withPaletteApp()

async function openAt(path: string) {
  const view = renderApp(path)
  // The first visit compiles the page's modules: allow for a loaded machine.
  const switcher = await screen.findByRole(
    'button',
    { name: 'Workspace: Northwind Retail — EU, change' },
    { timeout: 10_000 },
  )
  return { ...view, switcher, user: userEvent.setup() }
}

const workspaceTitled = (title: string) => demo.db.data.workspaces.find((workspace) => workspace.title === title)

describe('WorkspaceSwitcher', () => {
  it('opens the palette on the workspaces; the arrows do not navigate, Enter opens the chosen one in the same section', async () => {
    const { switcher, user, router } = await openAt('/w/ws_1/templates')
    await user.click(switcher)
    const dialog = await screen.findByRole('dialog', { name: 'Switch workspace' })
    const search = within(dialog).getByRole('combobox', { name: 'Search workspaces' })
    expect(search).toHaveFocus()
    const listbox = within(dialog).getByRole('listbox', { name: 'Workspaces' })
    await waitFor(() => expect(textsByRole(listbox, 'option').length).toBeGreaterThan(2))
    expect(within(listbox).getByRole('option', { name: 'Northwind Retail — EU (current)' })).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(router.state.location.pathname).toBe('/w/ws_1/templates')

    const active = document.getElementById(search.getAttribute('aria-activedescendant') ?? '')
    const chosen = workspaceTitled(active?.textContent?.replace(' (current)', '') ?? '')
    expect(chosen).toBeDefined()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/w/${chosen?.id}/templates`))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByRole('button', { name: `Workspace: ${chosen?.title}, change` })).toBeInTheDocument()
  }, 20_000)

  it('searches through the API as the user types, once per pause, and a click chooses', async () => {
    const searches: (string | null)[] = []
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (url.pathname === '/v1/workspaces') searches.push(url.searchParams.get('searchText'))
    }
    demo.server.events.on('request:start', record)
    const { switcher, user, router } = await openAt('/w/ws_1')
    await user.click(switcher)
    await user.keyboard('supp')
    const listbox = screen.getByRole('listbox', { name: 'Workspaces' })
    await waitFor(() => expect(textsByRole(listbox, 'option')).toEqual(['Support Desk']))
    expect(searches).toContain('supp')
    expect(searches).not.toContain('s')
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 result')

    await user.click(within(listbox).getByRole('option', { name: 'Support Desk' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/w/${workspaceTitled('Support Desk')?.id}`))
  }, 20_000)

  it('names the current workspace even when the list does not hold it (more than 100 workspaces)', async () => {
    demo.server.use(
      http.get('*/v1/workspaces', () => HttpResponse.json([{ id: 'ws_other', title: 'Another workspace' }])),
    )
    const { switcher } = await openAt('/w/ws_1')
    expect(switcher).toHaveTextContent('Northwind Retail — EU')
  }, 20_000)
})
