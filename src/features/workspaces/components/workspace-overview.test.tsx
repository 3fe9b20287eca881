import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { textsByRole } from '@/test/texts-by-role'

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
  it('links each count to its screen, taken from the navigation list', async () => {
    const workspace = workspaceWithStaff()
    renderApp(`/w/${workspace.id}`)
    const counts = within(await screen.findByRole('region', { name: 'In this workspace' }))
    for (const [label, path] of [
      ['WhatsApp templates', 'templates'],
      ['Broadcasts', 'broadcasts'],
      ['Segments', 'segments'],
      ['Staff members', 'staff'],
    ]) {
      expect(counts.getByRole('link', { name: label })).toHaveAttribute('href', `/w/${workspace.id}/${path}`)
    }
  })

  it('counts the account-wide contact tags and webhooks, linked to their screens', async () => {
    renderApp(`/w/${workspaceWithStaff().id}`)
    const account = within(await screen.findByRole('region', { name: 'Across the account' }))
    expect(account.getByRole('link', { name: 'Contact tags' })).toHaveAttribute('href', '/tags')
    expect(account.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/webhooks')
    expect(await account.findByText(String(db.data.contactTags.length))).toBeInTheDocument()
    expect(await account.findByText(String(db.data.webhooks.length))).toBeInTheDocument()
  })

  it('lists the team in a table built from its columns', async () => {
    const workspace = workspaceWithStaff()
    renderApp(`/w/${workspace.id}`)
    const table = await screen.findByRole('table', { name: 'Team in this workspace' })
    expect(textsByRole(table, 'columnheader')).toEqual(['Name', 'Email', 'Status'])
    const member = db.data.staff.find((person) => person.workspaces.includes(workspace.id))
    if (!member) throw new Error('the seed has no staff in this workspace')
    const row = await within(table).findByRole('row', { name: (name) => name.includes(member.email) })
    expect(within(row).getByRole('cell', { name: `${member.firstName} ${member.lastName}` })).toBeInTheDocument()
  })

  it('shows a count that reached the read limit as "100+", and the team from the same read', async () => {
    const workspace = workspaceWithStaff()
    const member = db.data.staff.find((person) => person.workspaces.includes(workspace.id))
    if (!member) throw new Error('the seed has no staff in this workspace')
    for (let n = 0; n < 120; n++)
      db.data.staff.push({ ...member, id: `stf_extra_${n}`, email: `extra${n}@example.com` })
    renderApp(`/w/${workspace.id}`)
    const counts = within(await screen.findByRole('region', { name: 'In this workspace' }))
    const staffCard = counts.getByRole('link', { name: 'Staff members' }).parentElement
    if (!staffCard) throw new Error('no staff card')
    expect(await within(staffCard).findByText('100+')).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Team in this workspace' })
    await within(table).findByRole('row', { name: (name) => name.includes(member.email) })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 10)
  })
})
