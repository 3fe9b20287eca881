import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

const { db } = withDemoServer()

beforeEach(() => connectAs())

/** A seeded workspace with staff, or the first one. */
function workspaceWithStaff() {
  const { workspaces, staff } = db.data
  const workspace = workspaces.find((ws) => staff.some((member) => member.workspaces.includes(ws.id))) ?? workspaces[0]
  if (!workspace) throw new Error('the seed has no workspace')
  return workspace
}

describe('workspace overview', () => {
  it('links the counts of screens that exist, taken from the navigation list', async () => {
    const workspace = workspaceWithStaff()
    renderApp(`/w/${workspace.id}`)
    const counts = within(await screen.findByRole('region', { name: 'In this workspace' }))
    expect(counts.getByRole('link', { name: 'WhatsApp templates' })).toHaveAttribute('href', `/w/${workspace.id}/templates`)
    for (const label of ['Broadcasts', 'Segments', 'Staff members']) {
      expect(counts.queryByRole('link', { name: label })).not.toBeInTheDocument()
      expect(counts.getByText(label)).toBeInTheDocument()
    }
  })

  it('lists the team in a table built from its columns', async () => {
    const workspace = workspaceWithStaff()
    renderApp(`/w/${workspace.id}`)
    const table = await screen.findByRole('table', { name: 'Team in this workspace' })
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Email', 'Status'])
    const member = db.data.staff.find((person) => person.workspaces.includes(workspace.id))
    if (!member) throw new Error('the seed has no staff in this workspace')
    const row = await within(table).findByRole('row', { name: (name) => name.includes(member.email) })
    expect(within(row).getByRole('cell', { name: `${member.firstName} ${member.lastName}` })).toBeInTheDocument()
  })
})
