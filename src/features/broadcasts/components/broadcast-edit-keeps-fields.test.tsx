import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

const { db, server } = withDemoServer()
const workspaceId = 'ws_1'
const newer = { audience: { size: 2178, source: 'segment' }, channel: 'WHATSAPP_CLOUD' }

beforeEach(() => connectAs())

describe('editing a broadcast the API sent with fields newer than the spec', { timeout: 20_000 }, () => {
  it('sends those fields back unchanged with the edited name', async () => {
    const [target] = db.data.broadcasts
      .filter((b) => b.workspace.id === workspaceId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    if (!target?.id) throw new Error('no seeded broadcast')
    const bodies: unknown[] = []
    server.use(
      http.get('*/v1/broadcasts', () =>
        HttpResponse.json([
          { id: target.id, workspace: target.workspace, name: target.name, type: target.type, ...newer },
        ]),
      ),
      http.put('*/v1/broadcasts/:broadcastId', async ({ request }) => {
        bodies.push(await request.clone().json())
        return undefined
      }),
    )
    renderApp(`/w/${workspaceId}/broadcasts`)
    const table = await screen.findByRole('table', { name: 'Broadcasts' }, { timeout: 5000 })
    const user = userEvent.setup({ delay: null })
    await user.click(await within(table).findByRole('button', { name: `Edit ${target.name}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit broadcast' })
    const name = within(dialog).getByLabelText('Name')
    await user.clear(name)
    await user.click(name)
    await user.paste('Renamed campaign')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({
      id: target.id,
      workspace: target.workspace,
      name: 'Renamed campaign',
      type: target.type,
      ...newer,
    })
  })
})
