import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { textsByRole } from '@/test/texts-by-role'

const demo = withDemoServer()

beforeEach(() => connectAs())

async function openAt(path: string) {
  const view = renderApp(path)
  // The first visit compiles the page's modules: allow for a loaded machine.
  const switcher = await screen.findByRole('combobox', { name: 'Workspace' }, { timeout: 5000 })
  await waitFor(() => expect(switcher).toHaveValue('Northwind Retail — EU'))
  return { ...view, switcher, user: userEvent.setup() }
}

const workspaceTitled = (title: string) => demo.db.data.workspaces.find((workspace) => workspace.title === title)

describe('WorkspaceSwitcher', () => {
  it('moves with the arrows without navigating, and Enter opens the chosen workspace in the same section', async () => {
    const { switcher, user, router } = await openAt('/w/ws_1/templates')
    await user.click(switcher)
    await within(screen.getByRole('listbox', { name: 'Workspaces' })).findAllByRole('option')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(router.state.location.pathname).toBe('/w/ws_1/templates')

    const active = document.getElementById(switcher.getAttribute('aria-activedescendant') ?? '')
    const chosen = workspaceTitled(active?.textContent?.replace(' (current)', '') ?? '')
    expect(chosen).toBeDefined()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/w/${chosen?.id}/templates`))
    await waitFor(() => expect(switcher).toHaveValue(chosen?.title))
  })

  it('searches through the API as the user types, and a click chooses', async () => {
    const searches: (string | null)[] = []
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (url.pathname === '/v1/workspaces') searches.push(url.searchParams.get('searchText'))
    }
    demo.server.events.on('request:start', record)
    onTestFinished(() => demo.server.events.removeListener('request:start', record))
    const { switcher, user, router } = await openAt('/w/ws_1')
    await user.click(switcher)
    await user.keyboard('supp')
    const listbox = screen.getByRole('listbox', { name: 'Workspaces' })
    await waitFor(() => expect(textsByRole(listbox, 'option')).toEqual(['Support Desk']))
    expect(searches).toContain('supp')
    expect(searches).not.toContain('s')

    await user.click(within(listbox).getByRole('option', { name: 'Support Desk' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/w/${workspaceTitled('Support Desk')?.id}`))
  })

  it('names the current workspace even when the list does not hold it (more than 100 workspaces)', async () => {
    demo.server.use(
      http.get('*/v1/workspaces', () => HttpResponse.json([{ id: 'ws_other', title: 'Another workspace' }])),
    )
    const { switcher } = await openAt('/w/ws_1')
    expect(switcher).toHaveValue('Northwind Retail — EU')
  })
})
