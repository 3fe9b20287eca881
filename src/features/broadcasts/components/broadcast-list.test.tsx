import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { expectRowLinks } from '@/test/row-links'
import { textsByRole } from '@/test/texts-by-role'

const { db, server } = withDemoServer()
const workspaceId = 'ws_1'

beforeEach(() => connectAs())
afterEach(() => server.events.removeAllListeners())

/** The workspace's seeded broadcasts, newest first, as the list shows them. */
function seeded() {
  return db.data.broadcasts
    .filter((b) => b.workspace.id === workspaceId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

async function openList(path = `/w/${workspaceId}/broadcasts`) {
  const view = renderApp(path)
  // The first visit compiles the lazily loaded route: allow for a cold start.
  const table = await screen.findByRole('table', { name: 'Broadcasts' }, { timeout: 5000 })
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'))
  return { ...view, table, user: userEvent.setup({ delay: null }) }
}

/** Types a whole value at once (a paste), which is all these forms need and much faster than key by key. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input)
  await user.paste(text)
}

/** The table's rows but its header; `hidden` reads them while a modal dialog hides the page from the accessibility tree. */
const bodyRows = (table: HTMLElement, hidden = false) => within(table).getAllByRole('row', { hidden }).slice(1)
const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table).getByText(name).closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

/** Opens the list, then the delete dialog of the seeded broadcast at this index. */
async function openDelete(index: number) {
  const opened = await openList()
  const target = seeded()[index]
  if (!target) throw new Error('no seeded broadcast')
  await opened.user.click(
    within(rowOf(opened.table, target.name)).getByRole('button', { name: `Delete ${target.name}` }),
  )
  const dialog = await screen.findByRole('dialog', { name: `Delete “${target.name}”?` })
  return { ...opened, target, dialog }
}

describe('broadcast list', () => {
  it("lists the workspace's broadcasts, newest first, each linking to its detail", async () => {
    const { table } = await openList()
    const expected = seeded()
    expect(expected.length).toBeGreaterThan(1)
    expect(textsByRole(table, 'columnheader')).toEqual(['Name', 'Type', 'Actions'])
    const rows = await expectRowLinks(
      () => bodyRows(table),
      expected,
      (b) => `/w/${workspaceId}/broadcasts/${b.id}`,
    )
    for (const [index, broadcast] of expected.entries()) {
      const row = rows[index] as HTMLElement
      expect(row).toHaveTextContent(broadcast.type)
      expect(within(row).getByRole('button', { name: `Edit ${broadcast.name}` })).toBeInTheDocument()
      expect(within(row).getByRole('button', { name: `Delete ${broadcast.name}` })).toBeInTheDocument()
    }
    // Other workspaces' broadcasts stay out.
    const elsewhere = db.data.broadcasts.find((b) => b.workspace.id !== workspaceId)
    expect(elsewhere).toBeDefined()
    expect(screen.queryByText(elsewhere?.name ?? '')).not.toBeInTheDocument()
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })

  it('creates a broadcast through the dialog: POST, then its detail opens', async () => {
    const posted: unknown[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST')
        void request
          .clone()
          .json()
          .then((body: unknown) => posted.push(body))
    })
    const { user, router } = await openList()
    await user.click(screen.getByRole('button', { name: 'New broadcast' }))
    const dialog = await screen.findByRole('dialog', { name: 'New broadcast' })
    await fill(user, within(dialog).getByLabelText('Name'), '  Cyber Monday teaser ')
    await fill(user, within(dialog).getByLabelText('Type'), 'TEXT')
    await user.click(within(dialog).getByRole('button', { name: 'Create broadcast' }))

    // The detail is another lazily loaded route: allow for a cold start.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cyber Monday teaser' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const created = db.data.broadcasts.find((b) => b.name === 'Cyber Monday teaser')
    expect(created).toMatchObject({ workspace: { id: workspaceId }, type: 'TEXT' })
    expect(posted).toEqual([{ workspace: { id: workspaceId }, name: 'Cyber Monday teaser', type: 'TEXT' }])
    expect(router.state.location.pathname).toBe(`/w/${workspaceId}/broadcasts/${created?.id}`)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("keeps the dialog open with the server's message and the input when the server refuses", async () => {
    server.use(http.post('*/v1/broadcasts', () => HttpResponse.json({ error: 'Name taken' }, { status: 400 })))
    const { user, router, table } = await openList()
    await user.click(screen.getByRole('button', { name: 'New broadcast' }))
    const dialog = await screen.findByRole('dialog', { name: 'New broadcast' })
    await fill(user, within(dialog).getByLabelText('Name'), 'Winter collection launch')
    await fill(user, within(dialog).getByLabelText('Type'), 'TEMPLATE')
    await user.click(within(dialog).getByRole('button', { name: 'Create broadcast' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Name taken')
    expect(screen.getByRole('dialog', { name: 'New broadcast' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Winter collection launch')
    expect(within(dialog).getByLabelText('Type')).toHaveValue('TEMPLATE')
    expect(router.state.location.pathname).toBe(`/w/${workspaceId}/broadcasts`)
    expect(bodyRows(table, true)).toHaveLength(seeded().length)
    expect(db.data.broadcasts.filter((b) => b.name === 'Winter collection launch')).toHaveLength(1)
  })

  it('asks for a name and a type before sending anything', async () => {
    const { user } = await openList()
    const before = db.data.broadcasts.length
    await user.click(screen.getByRole('button', { name: 'New broadcast' }))
    const dialog = await screen.findByRole('dialog', { name: 'New broadcast' })
    await fill(user, within(dialog).getByLabelText('Name'), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Create broadcast' }))
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Type is required')).toBeInTheDocument()
    expect(db.data.broadcasts).toHaveLength(before)
  })

  it('edits a broadcast in place: the dialog starts from its values and the row shows the new name', async () => {
    const { user, table } = await openList()
    // A copy: the demo store updates its own object in place.
    const target = { ...seeded()[0] }
    if (!target.id || !target.name) throw new Error('no seeded broadcast')
    await user.click(within(rowOf(table, target.name)).getByRole('button', { name: `Edit ${target.name}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit broadcast' })
    const name = within(dialog).getByLabelText('Name')
    expect(name).toHaveValue(target.name)
    expect(within(dialog).getByLabelText('Type')).toHaveValue(target.type)
    await user.clear(name)
    await fill(user, name, 'Black Friday — final call')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await within(table).findByRole('link', { name: 'Black Friday — final call' })).toHaveAttribute(
      'href',
      `/w/${workspaceId}/broadcasts/${target.id}`,
    )
    expect(within(table).queryByText(target.name)).not.toBeInTheDocument()
    expect(bodyRows(table)).toHaveLength(seeded().length)
    expect(db.data.broadcasts.find((b) => b.id === target.id)).toMatchObject({
      name: 'Black Friday — final call',
      type: target.type,
    })
  })

  it('deletes a broadcast through the confirm dialog, and its row goes', async () => {
    const { user, table, target, dialog } = await openDelete(1)
    await user.click(within(dialog).getByRole('button', { name: 'Delete broadcast' }))

    await waitFor(() => expect(within(table).queryByText(target.name)).not.toBeInTheDocument())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodyRows(table)).toHaveLength(seeded().length)
    expect(db.data.broadcasts.some((b) => b.id === target.id)).toBe(false)
  })

  it('keeps the row when the delete is cancelled', async () => {
    const { user, table, target, dialog } = await openDelete(0)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(table).getByRole('link', { name: target.name })).toBeInTheDocument()
    expect(db.data.broadcasts.some((b) => b.id === target.id)).toBe(true)
  })

  it("shows the server's refusal of a delete in the dialog and keeps the row", async () => {
    server.use(
      http.delete('*/v1/broadcasts/:broadcastId', () =>
        HttpResponse.json({ error: 'Broadcast is sending' }, { status: 409 }),
      ),
    )
    const { user, table, target, dialog } = await openDelete(0)
    await user.click(within(dialog).getByRole('button', { name: 'Delete broadcast' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Broadcast is sending')
    expect(screen.getByRole('dialog', { name: `Delete “${target.name}”?` })).toBeInTheDocument()
    expect(within(table).getByRole('link', { name: target.name, hidden: true })).toBeInTheDocument()
    expect(db.data.broadcasts.some((b) => b.id === target.id)).toBe(true)
  })

  it('lists broadcasts the API sent without an id with no link and no actions, and says why', async () => {
    server.use(
      http.get('*/v1/broadcasts', () =>
        HttpResponse.json([
          { workspace: { id: workspaceId }, name: 'Legacy import', type: 'TEXT' },
          { id: 'bc_1', workspace: { id: workspaceId }, name: 'Black Friday early access', type: 'TEMPLATE' },
          { workspace: { id: workspaceId }, name: 'Another legacy one', type: 'TEMPLATE' },
        ]),
      ),
    )
    const { table } = await openList()
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3))
    for (const name of ['Legacy import', 'Another legacy one']) {
      const row = rowOf(table, name)
      expect(within(row).queryByRole('link')).not.toBeInTheDocument()
      expect(within(row).queryByRole('button')).not.toBeInTheDocument()
      expect(row).toHaveTextContent('No id: cannot be changed')
    }
    const identified = rowOf(table, 'Black Friday early access')
    expect(within(identified).getByRole('link', { name: 'Black Friday early access' })).toHaveAttribute(
      'href',
      `/w/${workspaceId}/broadcasts/bc_1`,
    )
    expect(within(identified).getAllByRole('button')).toHaveLength(2)

    const note = screen.getByRole('note')
    expect(note).toHaveTextContent('2 broadcasts on this page came back from the API without an id')
    expect(note).toHaveTextContent('they are listed without a link')
  })

  it('says it in the singular for one broadcast without an id', async () => {
    server.use(
      http.get('*/v1/broadcasts', () =>
        HttpResponse.json([{ workspace: { id: workspaceId }, name: 'Legacy import', type: 'TEXT' }]),
      ),
    )
    await openList()
    expect(await screen.findByRole('note')).toHaveTextContent(
      '1 broadcast on this page came back from the API without an id. The API does not promise one, so it is listed without a link',
    )
  })

  it('sends the end date from the URL as the end of that local day, and lists what the API returns for it', async () => {
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (request.method === 'GET' && url.pathname === '/v1/broadcasts')
        seen.push(url.searchParams.get('endDate') ?? '')
    })
    const endDate = '2026-11-10'
    const { table } = await openList(`/w/${workspaceId}/broadcasts?endDate=${endDate}`)
    const iso = new Date(2026, 10, 10, 23, 59, 59, 999).toISOString()
    expect(seen).toContain(iso)
    const expected = seeded().filter((b) => Date.parse(b.createdAt) <= Date.parse(iso))
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(seeded().length)
    await waitFor(() =>
      expect(bodyRows(table).map((row) => within(row).getByRole('link').textContent)).toEqual(
        expected.map((b) => b.name),
      ),
    )
    expect(screen.getByLabelText('Created on or before')).toHaveValue(endDate)
  })

  it('says under its heading that the API gives no dates, as there is no date column', async () => {
    await openList()
    expect(
      screen.getByText(/The API does not give broadcasts’ dates, so they are listed in the API’s order\./),
    ).toBeVisible()
  })

  it('ignores an end date that is not a real day', async () => {
    const { table, router } = await openList(`/w/${workspaceId}/broadcasts?endDate=2026-02-30`)
    await waitFor(() => expect(bodyRows(table)).toHaveLength(seeded().length))
    expect(screen.getByLabelText('Created on or before')).toHaveValue('')
    expect(router.state.location.search).not.toHaveProperty('endDate', '2026-02-30')
  })
})
