import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/app/session-store'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

const { db } = withDemoServer()

beforeEach(() => connectAs())

const titled = (title: string) => waitFor(() => expect(document.title).toBe(title), { timeout: 5000 })

function workspaceTemplate() {
  const workspace = db.data.workspaces[0]
  const template = db.data.templates.find((item) => item.workspace.id === workspace?.id)
  if (!workspace || !template) throw new Error('the seed has no template in its first workspace')
  return { workspace, template: { id: template.id, name: template.template.name } }
}

describe('the page title', { timeout: 15_000 }, () => {
  it('names a list and its workspace, most specific first', async () => {
    const { workspace } = workspaceTemplate()
    renderApp(`/w/${workspace.id}/templates`)
    await titled(`Templates · ${workspace.title} · Inbox Console`)
  })

  it("puts a detail's item name first once it has loaded", async () => {
    const { workspace, template } = workspaceTemplate()
    renderApp(`/w/${workspace.id}/templates/${template.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: template.name }, { timeout: 5000 })).toBeVisible()
    await titled(`${template.name} · Templates · ${workspace.title} · Inbox Console`)
  })

  it('leaves the item out again on the way back to the list', async () => {
    const { workspace, template } = workspaceTemplate()
    const { router } = renderApp(`/w/${workspace.id}/templates/${template.id}`)
    await titled(`${template.name} · Templates · ${workspace.title} · Inbox Console`)
    await router.navigate({ to: '/w/$workspaceId/segments', params: { workspaceId: workspace.id } })
    await titled(`Segments · ${workspace.title} · Inbox Console`)
  })

  it('names a screen outside any workspace without one', async () => {
    renderApp('/tags')
    await titled('Contact tags · Inbox Console')
  })

  it('says when there is nothing at the address', async () => {
    renderApp('/no/such/page')
    await titled('Page not found · Inbox Console')
  })

  it('names the connect screen', async () => {
    sessionStore.signOut()
    renderApp('/connect')
    await titled('Connect · Inbox Console')
  })
})
