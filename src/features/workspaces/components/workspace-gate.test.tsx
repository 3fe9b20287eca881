import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/app/session-store'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

const { db } = withDemoServer()

beforeEach(() => connectAs())

describe('workspace gate', () => {
  it('reads an unknown workspace as not found, and does not return to it', async () => {
    const before = sessionStore.lastWorkspaceId()
    renderApp('/w/ws_nope/templates')
    expect(await screen.findByRole('heading', { name: 'Not found' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Workspace ws_nope not found')).toBeInTheDocument()
    expect(sessionStore.lastWorkspaceId()).toBe(before)
  })

  it('shows a known workspace’s screen and makes it the one to return to', async () => {
    const workspace = db.data.workspaces.at(-1)
    if (!workspace) throw new Error('the seed has no workspace')
    renderApp(`/w/${workspace.id}/templates`)
    expect(await screen.findByRole('heading', { name: 'WhatsApp templates' }, { timeout: 5000 })).toBeInTheDocument()
    await vi.waitFor(() => expect(sessionStore.lastWorkspaceId()).toBe(workspace.id))
  })
})
