import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { textsByRole } from '@/test/texts-by-role'

const demo = withDemoServer()

beforeEach(() => connectAs())

async function openStaff(path: string) {
  const view = renderApp(path)
  const table = await screen.findByRole('table', { name: 'Staff' }, { timeout: 10_000 })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...view, table, user: userEvent.setup() }
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

const fullName = (member: { firstName: string; lastName: string }) => `${member.firstName} ${member.lastName}`
const staffOf = (workspaceId: string) => demo.db.data.staff.filter((member) => member.workspaces.includes(workspaceId))

// The first visit compiles the app's modules: on a loaded machine that alone can take seconds.
describe('staff list', { timeout: 20_000 }, () => {
  it('lists the members of the current workspace only, with email, phone and status', async () => {
    const { table } = await openStaff('/w/ws_2/staff')
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument()
    expect(await screen.findByText(/The people who work in Northwind Retail — US/)).toBeInTheDocument()
    expect(textsByRole(table, 'columnheader')).toEqual(['Name', 'Email', 'Phone', 'Status'])
    const members = staffOf('ws_2')
    expect(members.length).toBeGreaterThan(1)
    expect(names(table)).toEqual(members.map(fullName))
    expect(names(table)).not.toContain('Sofia Navarro')

    const inactive = members.find((member) => !member.active)
    if (!inactive) throw new Error('the seed has no inactive member in ws_2')
    const row = within(table).getByRole('row', { name: (name) => name.includes(inactive.email) })
    expect(within(row).getByRole('link', { name: fullName(inactive) })).toHaveAttribute(
      'href',
      `/w/ws_2/staff/${inactive.id}`,
    )
    expect(within(row).getByRole('cell', { name: `${inactive.countryCode} ${inactive.phone}` })).toBeInTheDocument()
    expect(within(row).getByText('Inactive')).toBeInTheDocument()
  })

  it('searches by name or email through the API, keeping the search in the URL', async () => {
    const { table, user, router } = await openStaff('/w/ws_1/staff')
    expect(names(table)).toEqual(staffOf('ws_1').slice(0, 10).map(fullName))

    await user.type(screen.getByRole('searchbox', { name: 'Search staff by name or email' }), 'giulia')
    await waitFor(() => expect(router.state.location.search).toEqual({ searchText: 'giulia' }))
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Staff' }))).toEqual(['Giulia Romano']))

    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'grace.kim@')
    // Grace works in US and Support, not in this workspace.
    expect(await screen.findByText('No staff member matches “grace.kim@”')).toBeInTheDocument()
  })

  it('opens on the page and search the URL gives', async () => {
    const { table } = await openStaff('/w/ws_1/staff?page=2&limit=5')
    expect(names(table)).toEqual(staffOf('ws_1').slice(5, 10).map(fullName))
    expect(screen.getByText('Page 2')).toBeInTheDocument()
  })

  it('is in the main navigation after Broadcasts, marked as the current page', async () => {
    await openStaff('/w/ws_1/staff')
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]
    if (!nav) throw new Error('no main navigation')
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links.indexOf('Staff')).toBeGreaterThan(links.indexOf('Broadcasts'))
    expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page')
  })
})
