import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Broadcast } from '@/api/broadcasts'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { broadcastFixtures as fixtures } from '@/test/broadcast-fixture'

const { server } = withDemoServer()
const workspaceId = 'ws_1'
const rows = [fixtures.bare(), fixtures.scheduled(), fixtures.completed()]
let deleted: string[] = []

beforeEach(() => {
  connectAs()
  deleted = []
  server.use(
    http.get('*/v1/broadcasts', () => HttpResponse.json(rows)),
    http.get('*/v1/broadcasts/:broadcastId', ({ params }) => {
      const found = rows.find((row) => row.id === params.broadcastId)
      return found ? HttpResponse.json(found) : HttpResponse.json({ error: 'Not found' }, { status: 404 })
    }),
    http.get('*/v1/broadcasts/:broadcastId/logs', () => HttpResponse.json([])),
    http.delete('*/v1/broadcasts/:broadcastId', ({ params }) => {
      deleted.push(String(params.broadcastId))
      return HttpResponse.json({ success: true })
    }),
  )
})

const composer = (search: string) => `/w/${workspaceId}/broadcasts/new?${search}`

/** Every control of an element: its links (with where they go) and its buttons, by their accessible names. */
function controls(element: HTMLElement) {
  return {
    links: Object.fromEntries(
      within(element)
        .queryAllByRole('link')
        .map((link) => [link.getAttribute('aria-label') ?? link.textContent?.trim(), link.getAttribute('href')]),
    ),
    buttons: within(element)
      .queryAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim()),
  }
}

async function openList() {
  renderApp(`/w/${workspaceId}/broadcasts`)
  const table = await screen.findByRole('table', { name: 'Broadcasts' }, { timeout: 5000 })
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1))
  const row = (broadcast: Broadcast) => within(table).getByText(broadcast.name).closest('tr') as HTMLElement
  return { table, row, user: userEvent.setup({ delay: null }) }
}

async function openDetail(broadcast: Broadcast) {
  renderApp(`/w/${workspaceId}/broadcasts/${broadcast.id}`)
  await screen.findByRole('heading', { level: 1, name: broadcast.name }, { timeout: 5000 })
  // The header's actions: the heading's block's sibling.
  const header = screen.getByRole('heading', { level: 1 }).parentElement?.parentElement as HTMLElement
  return { header, user: userEvent.setup({ delay: null }) }
}

describe('a broadcast’s controls in the list', () => {
  it('a bare broadcast: Duplicate, and the Edit dialog and Delete as today; nothing to send again', async () => {
    const { row } = await openList()
    const { name, id } = fixtures.bare()
    expect(controls(row(fixtures.bare()))).toEqual({
      links: { [name]: `/w/${workspaceId}/broadcasts/${id}`, [`Duplicate ${name}`]: composer(`from=${id}`) },
      buttons: [`Edit ${name}`, `Delete ${name}`],
    })
  })

  it('a scheduled one: Edit in the composer and Cancel, no Delete', async () => {
    const { row } = await openList()
    const { name, id } = fixtures.scheduled()
    expect(controls(row(fixtures.scheduled()))).toEqual({
      links: {
        [name]: `/w/${workspaceId}/broadcasts/${id}`,
        [`Duplicate ${name}`]: composer(`from=${id}`),
        [`Edit ${name}`]: `/w/${workspaceId}/broadcasts/${id}/edit`,
      },
      buttons: [`Cancel ${name}`],
    })
  })

  it('a finished one: send again to those who did not read and those it failed for', async () => {
    const { row } = await openList()
    const { name, id } = fixtures.completed()
    expect(controls(row(fixtures.completed()))).toEqual({
      links: {
        [name]: `/w/${workspaceId}/broadcasts/${id}`,
        [`Duplicate ${name}`]: composer(`from=${id}`),
        [`Send ${name} again to people who did not read`]: composer(`retarget=${id}&engagement=delivered`),
        [`Send ${name} again to people it failed for`]: composer(`retarget=${id}&engagement=failed`),
      },
      buttons: [`Edit ${name}`, `Delete ${name}`],
    })
  })

  it('cancels a scheduled broadcast through the shared delete, saying it will not be sent', async () => {
    const { row, user } = await openList()
    const { name, id } = fixtures.scheduled()
    await user.click(within(row(fixtures.scheduled())).getByRole('button', { name: `Cancel ${name}` }))
    const dialog = await screen.findByRole('dialog', { name: `Cancel “${name}”?` })
    expect(dialog).toHaveAccessibleDescription(
      'It will not be sent. The broadcast is deleted for everyone in this workspace.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel broadcast' }))
    expect(await screen.findByText(`Cancelled “${name}”: it will not be sent`)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(deleted).toEqual([id])
  })
})

describe('a broadcast’s controls on its page', () => {
  it('a scheduled one: Edit in the composer, Cancel broadcast and Duplicate; no Delete', async () => {
    const { header, user } = await openDetail(fixtures.scheduled())
    const { name, id } = fixtures.scheduled()
    expect(controls(header)).toEqual({
      links: {
        Edit: `/w/${workspaceId}/broadcasts/${id}/edit`,
        Duplicate: composer(`from=${id}`),
      },
      buttons: ['Cancel broadcast'],
    })
    await user.click(within(header).getByRole('button', { name: 'Cancel broadcast' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: `Cancel “${name}”?` })).getByRole('button', {
        name: 'Cancel broadcast',
      }),
    )
    // Cancelled is deleted: back to the list.
    expect(await screen.findByRole('heading', { level: 1, name: 'Broadcasts' })).toBeInTheDocument()
    expect(deleted).toEqual([id])
  })

  it('a finished one: Duplicate and both sends again, then Edit and Delete', async () => {
    const { header } = await openDetail(fixtures.completed())
    const { id } = fixtures.completed()
    expect(controls(header)).toEqual({
      links: {
        Duplicate: composer(`from=${id}`),
        'Send again to people who did not read': composer(`retarget=${id}&engagement=delivered`),
        'Send again to people it failed for': composer(`retarget=${id}&engagement=failed`),
      },
      buttons: ['Edit', 'Delete'],
    })
  })

  it('a bare one keeps its Edit dialog and Delete, with Duplicate', async () => {
    const { header, user } = await openDetail(fixtures.bare())
    expect(controls(header)).toEqual({
      links: { Duplicate: composer(`from=${fixtures.bare().id}`) },
      buttons: ['Edit', 'Delete'],
    })
    await user.click(within(header).getByRole('button', { name: 'Edit' }))
    expect(await screen.findByRole('dialog', { name: 'Edit broadcast' })).toBeInTheDocument()
  })
})
