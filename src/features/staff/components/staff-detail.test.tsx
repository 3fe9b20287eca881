import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { textsByRole } from '@/test/texts-by-role'

const demo = withDemoServer()

beforeEach(() => connectAs())

/** Every workspace request the app makes, as "GET /v1/workspaces/ws_1" or "GET /v1/workspaces?limit=100". */
function recordWorkspaceRequests(): string[] {
  const seen: string[] = []
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith('/v1/workspaces')) seen.push(`${request.method} ${url.pathname}${url.search}`)
  }
  demo.server.events.on('request:start', record)
  return seen
}

function member(id: string) {
  const found = demo.db.data.staff.find((person) => person.id === id)
  if (!found) throw new Error(`the seed has no staff member ${id}`)
  return found
}

async function openMember(workspaceId: string, staffId: string) {
  const view = renderApp(`/w/${workspaceId}/staff/${staffId}`)
  const { firstName, lastName } = member(staffId)
  await screen.findByRole('heading', { level: 1, name: `${firstName} ${lastName}` }, { timeout: 10_000 })
  return view
}

const workspaceList = () => screen.getByRole('list', { name: 'Workspaces' })

// The first visit compiles the app's modules: on a loaded machine that alone can take seconds.
describe('staff detail', { timeout: 20_000 }, () => {
  it('shows the member’s fields and their workspaces by title, as links', async () => {
    const daniel = member('stf_2')
    await openMember('ws_1', daniel.id)
    expect(screen.getByText(daniel.email)).toBeInTheDocument()
    expect(screen.getByText(`${daniel.countryCode} ${daniel.phone}`)).toBeInTheDocument()
    expect(screen.getByText('Active')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All staff' })).toHaveAttribute('href', '/w/ws_1/staff')

    await waitFor(() =>
      expect(
        within(workspaceList())
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Northwind Retail — EU', '/w/ws_1'],
        ['Support Desk', '/w/ws_3'],
      ]),
    )
  })

  it('says it is read-only and who to ask, and keeps the ids under Technical details', async () => {
    const daniel = member('stf_2')
    await openMember('ws_1', daniel.id)
    const heading = screen.getByRole('heading', { level: 1 })
    const notice = await screen.findByText(/are managed in the messaging service’s own app/)
    expect(notice).toHaveTextContent(
      'Read-only here. People, their roles and their workspaces are managed in the messaging service’s own app, by an owner or administrator of the account.',
    )
    await waitFor(() => expect(notice).toHaveTextContent(/Ask amelia\.hughes@northwind-retail\.example\.$/))
    // Near the title: in the page's header, right under the heading.
    expect(heading.parentElement).toContainElement(notice)

    // No raw id among the member's fields or their workspaces: only in the folded-away technical details.
    const details = screen.getByText('Technical details').closest('details')
    if (!details) throw new Error('no technical details')
    const shownTerms = screen.getAllByRole('term').filter((term) => !details.contains(term))
    expect(shownTerms.map((term) => term.textContent)).toEqual(['Email', 'Phone', 'Status'])
    expect(details).toHaveTextContent(`Staff id${daniel.id}`)
    expect(details).toHaveTextContent('Workspace idsws_1, ws_3')
    await within(workspaceList()).findByRole('link', { name: 'Support Desk' })
    expect(workspaceList()).not.toHaveTextContent(/ws_\d/)
  })

  it('reads each workspace once: titles come from the workspace already loaded and the one list call', async () => {
    const requests = recordWorkspaceRequests()
    await openMember('ws_1', 'stf_1')
    await waitFor(() =>
      expect(textsByRole(workspaceList(), 'link')).toEqual([
        'Northwind Retail — EU',
        'Northwind Retail — US',
        'Support Desk',
        'Loyalty Club',
      ]),
    )
    expect([...requests].sort()).toEqual(['GET /v1/workspaces/ws_1', 'GET /v1/workspaces?limit=100'])
  })

  it('says a workspace no one can read is not found, without asking for it when the list was complete', async () => {
    member('stf_3').workspaces.push('ws_gone')
    const requests = recordWorkspaceRequests()
    await openMember('ws_1', 'stf_3')
    const link = await within(workspaceList()).findByRole('link', { name: 'Workspace (not found)' })
    expect(link).toHaveAttribute('href', '/w/ws_gone')
    expect(requests).not.toContain('GET /v1/workspaces/ws_gone')
  })

  it('reads a workspace by itself when the list is a full page without it', async () => {
    const page = Array.from({ length: 100 }, (_, index) => ({
      id: `ws_other_${index}`,
      title: `Other workspace ${index}`,
    }))
    demo.server.use(http.get('*/v1/workspaces', () => HttpResponse.json(page)))
    const requests = recordWorkspaceRequests()
    await openMember('ws_1', 'stf_2')
    expect(await within(workspaceList()).findByRole('link', { name: 'Support Desk' })).toHaveAttribute(
      'href',
      '/w/ws_3',
    )
    expect(requests.filter((request) => request === 'GET /v1/workspaces/ws_3')).toHaveLength(1)
  })

  it('falls back to one read per workspace when the list fails, and says one that fails too is not found', async () => {
    demo.server.use(
      http.get('*/v1/workspaces', () =>
        HttpResponse.json({ error: 'Listing is not allowed for this key' }, { status: 403 }),
      ),
      http.get('*/v1/workspaces/ws_4', () => HttpResponse.json({ error: 'Workspace ws_4 not found' }, { status: 404 })),
    )
    const requests = recordWorkspaceRequests()
    await openMember('ws_1', 'stf_1')
    await within(workspaceList()).findByRole('link', { name: 'Support Desk' })
    expect(await within(workspaceList()).findByRole('link', { name: 'Workspace (not found)' })).toHaveAttribute(
      'href',
      '/w/ws_4',
    )
    expect(within(workspaceList()).getByRole('link', { name: 'Northwind Retail — US' })).toBeInTheDocument()
    for (const id of ['ws_1', 'ws_2', 'ws_3', 'ws_4'])
      expect(requests.filter((request) => request === `GET /v1/workspaces/${id}`)).toHaveLength(1)
  })

  it('says when the member does not exist', async () => {
    renderApp('/w/ws_1/staff/stf_missing')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff member not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Staff member stf_missing not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to staff' })).toHaveAttribute('href', '/w/ws_1/staff')
  })
})
