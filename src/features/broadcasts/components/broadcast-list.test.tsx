import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { codeInWords } from '@/lib/code-words'
import { fill } from '@/test/app-test-helpers'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { expectRowLinks } from '@/test/row-links'
import { bodyRows } from '@/test/table-test-kit'
import { textsByRole } from '@/test/texts-by-role'

const { db, server } = withDemoServer()
const workspaceId = 'ws_1'

beforeEach(() => connectAs())

/** The list's first page holds this many (the default page size). */
const PAGE = 10

/** The workspace's seeded broadcasts, newest first. */
function allSeeded() {
  return db.data.broadcasts
    .filter((b) => b.workspace.id === workspaceId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** The list's first page of them. */
const seeded = () => allSeeded().slice(0, PAGE)

/** A seeded broadcast in the spec's bare shape (no schedule, no figures): it keeps the Edit dialog and Delete. */
function bare(index = 0) {
  const found = seeded().filter((b) => !b.scheduleDateTime && !b.status && !b.deliveryStats)[index]
  if (!found) throw new Error('no bare seeded broadcast')
  return found
}

async function openList(path = `/w/${workspaceId}/broadcasts`) {
  const view = renderApp(path)
  // The first visit compiles the lazily loaded route: allow for a cold start.
  const table = await screen.findByRole('table', { name: 'Broadcasts' }, { timeout: 5000 })
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'))
  return { ...view, table, user: userEvent.setup({ delay: null }) }
}

/** A row's name, as its first link (its other links are actions such as Duplicate). */
const rowName = (row: HTMLElement) => within(row).getAllByRole('link')[0]?.textContent

const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table).getByText(name).closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

/** Opens the list, then the delete dialog of the bare seeded broadcast at this index. */
async function openDelete(index: number) {
  const opened = await openList()
  const target = bare(index)
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
    expect(textsByRole(table, 'columnheader')).toEqual([
      'Name',
      'Type',
      'Status',
      'When',
      'Delivered',
      'Read',
      'Replied',
      'Failed',
      'Template',
      'Audience',
      'Actions',
    ])
    const rows = await expectRowLinks(
      () => bodyRows(table),
      expected,
      (b) => `/w/${workspaceId}/broadcasts/${b.id}`,
    )
    for (const [index, broadcast] of expected.entries()) {
      const row = rows[index] as HTMLElement
      expect(row).toHaveTextContent(codeInWords(broadcast.type))
      expect(within(row).getByRole('link', { name: `Duplicate ${broadcast.name}` })).toBeInTheDocument()
    }
    const plain = rowOf(table, bare().name)
    expect(within(plain).getByRole('button', { name: `Edit ${bare().name}` })).toBeInTheDocument()
    expect(within(plain).getByRole('button', { name: `Delete ${bare().name}` })).toBeInTheDocument()
    // Other workspaces' broadcasts stay out.
    const elsewhere = db.data.broadcasts.find((b) => b.workspace.id !== workspaceId)
    expect(elsewhere).toBeDefined()
    expect(screen.queryByText(elsewhere?.name ?? '')).not.toBeInTheDocument()
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })

  it('sends New broadcast to the composer page, and an older ?new=1 link there too', async () => {
    const { user, router } = await openList()
    const link = screen.getByRole('link', { name: 'New broadcast' })
    expect(link).toHaveAttribute('href', `/w/${workspaceId}/broadcasts/new`)
    await user.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/w/${workspaceId}/broadcasts/new`))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await router.navigate({ href: `/w/${workspaceId}/broadcasts?new=1` })
    await waitFor(() => expect(router.state.location.pathname).toBe(`/w/${workspaceId}/broadcasts/new`))
    expect(router.state.location.search).toEqual({})
  })

  it("keeps the edit dialog open with the server's message and the input when the server refuses", async () => {
    server.use(
      http.put('*/v1/broadcasts/:broadcastId', () => HttpResponse.json({ error: 'Name taken' }, { status: 400 })),
    )
    const { user, router, table } = await openList()
    const target = { ...bare() }
    await user.click(within(rowOf(table, target.name)).getByRole('button', { name: `Edit ${target.name}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit broadcast' })
    const name = within(dialog).getByLabelText('Name')
    await user.clear(name)
    await fill(user, name, 'Winter collection relaunch')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Name taken')
    expect(screen.getByRole('dialog', { name: 'Edit broadcast' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Winter collection relaunch')
    expect(within(dialog).getByLabelText('Type')).toHaveValue(target.type)
    expect(router.state.location.pathname).toBe(`/w/${workspaceId}/broadcasts`)
    expect(db.data.broadcasts.find((b) => b.id === target.id)?.name).toBe(target.name)
  })

  it('asks for a name and a type before sending an edit', async () => {
    const puts: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts.push(request.url)
    })
    const { user, table } = await openList()
    const target = bare()
    await user.click(within(rowOf(table, target.name)).getByRole('button', { name: `Edit ${target.name}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit broadcast' })
    await user.clear(within(dialog).getByLabelText('Name'))
    await fill(user, within(dialog).getByLabelText('Name'), '   ')
    await user.clear(within(dialog).getByLabelText('Type'))
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Type is required')).toBeInTheDocument()
    expect(puts).toEqual([])
  })

  it('edits a broadcast in place: the dialog starts from its values and the row shows the new name', async () => {
    const { user, table } = await openList()
    // A copy: the demo store updates its own object in place.
    const target = { ...bare() }
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
    expect(
      within(identified)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Edit Black Friday early access', 'Delete Black Friday early access'])

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
    const expected = allSeeded()
      .filter((b) => Date.parse(b.createdAt) <= Date.parse(iso))
      .slice(0, PAGE)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(allSeeded().length)
    await waitFor(() => expect(bodyRows(table).map(rowName)).toEqual(expected.map((b) => b.name)))
    expect(screen.getByLabelText('Created on or before')).toHaveValue(endDate)
  })

  it('says under its heading that the list is in the API’s order, with the dates the API gives in When', async () => {
    await openList()
    expect(
      screen.getByText(/Listed in the API’s order; When shows when each is scheduled for, started or completed/),
    ).toBeVisible()
    expect(screen.queryByText(/does not give broadcasts’ dates/)).not.toBeInTheDocument()
  })

  it('ignores an end date that is not a real day', async () => {
    const { table, router } = await openList(`/w/${workspaceId}/broadcasts?endDate=2026-02-30`)
    await waitFor(() => expect(bodyRows(table)).toHaveLength(seeded().length))
    expect(screen.getByLabelText('Created on or before')).toHaveValue('')
    expect(router.state.location.search).not.toHaveProperty('endDate', '2026-02-30')
  })
})
