import type { Page } from '@playwright/test'
import { connectDemo, expect, test } from './fixtures'
import { expectFocusNotOnBody, tabTo } from './keyboard-helpers'

/*
 * The seed's team (src/mocks/seed-people.ts), in the API's order. The API cannot create or delete staff, so these
 * tests read them: the list of a workspace, a search, and a member's detail with their workspaces.
 */
const IN_WS_1 = [
  'Amelia Hughes',
  'Daniel Okafor',
  'Sofia Navarro',
  'Lucas Ferreira',
  'Hannah Becker',
  'Chloe Martin',
  'Giulia Romano',
]
const IN_WS_2 = ['Amelia Hughes', 'Ethan Brooks', 'Grace Kim', 'Marcus Reid']
const DANIEL = {
  id: 'stf_2',
  name: 'Daniel Okafor',
  email: 'daniel.okafor@northwind-retail.example',
  phone: '+44 7700900456',
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const staffTable = (page: Page) => page.getByRole('table', { name: 'Staff', exact: true })
const staffNames = (page: Page) => staffTable(page).getByRole('row').getByRole('link')
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search staff by name or email' })
/** The value shown under a label of the detail's list of fields. */
const detail = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
const memberWorkspaces = (page: Page) => page.getByRole('list', { name: 'Workspaces' }).getByRole('link')

test('the staff list shows the workspace’s members only, and switching workspace lists the other’s', async ({
  page,
}) => {
  await connectDemo(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click()
  await expect(heading(page, 'Staff')).toBeVisible()
  await expect(page).toHaveURL(/\/w\/ws_1\/staff$/)
  await expect(page.getByText('The people who work in Northwind Retail — EU.', { exact: false })).toBeVisible()
  // Nothing about people can be changed here: the page says so, and who to ask.
  await expect(page.getByText('Read-only here.').locator('..')).toHaveText(
    'Read-only here. People, their roles and their workspaces are managed in the messaging service’s own app, by an owner or administrator of the account. Ask amelia.hughes@northwind-retail.example.',
  )
  await expect(staffNames(page)).toHaveText(IN_WS_1)
  await expect(staffTable(page).getByRole('row').filter({ hasText: 'Chloe Martin' })).toContainText('Inactive')

  // The header's switcher keeps the screen and lists the other workspace's people.
  await page.getByRole('button', { name: 'Workspace: Northwind Retail — EU, change' }).click()
  await page
    .getByRole('dialog', { name: 'Switch workspace' })
    .getByRole('option', { name: 'Northwind Retail — US' })
    .click()
  await expect(page).toHaveURL(/\/w\/ws_2\/staff$/)
  await expect(page.getByText('The people who work in Northwind Retail — US.', { exact: false })).toBeVisible()
  await expect(staffNames(page)).toHaveText(IN_WS_2)
})

test('a member is found by search, and their detail lists their workspaces as links', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/staff')
  await expect(staffNames(page)).toHaveText(IN_WS_1)

  // The search goes to the API (name or email, any case) and lives in the URL; a member of another workspace is not found.
  await searchBox(page).fill('grace.kim@')
  await expect(page.getByText('No staff member matches “grace.kim@”')).toBeVisible()
  await searchBox(page).fill('OKAFOR')
  await expect(page).toHaveURL(/[?&]searchText=OKAFOR(&|$)/)
  await expect(staffNames(page)).toHaveText([DANIEL.name])
  const row = staffTable(page).getByRole('row').filter({ hasText: DANIEL.name })
  await expect(row.getByRole('cell', { name: DANIEL.email })).toBeVisible()
  await expect(row.getByRole('cell', { name: DANIEL.phone })).toBeVisible()

  await staffNames(page).first().click()
  await expect(heading(page, DANIEL.name)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/w/ws_1/staff/${DANIEL.id}$`))
  await expect(detail(page, 'Email')).toHaveText(DANIEL.email)
  await expect(detail(page, 'Phone')).toHaveText(DANIEL.phone)
  await expect(detail(page, 'Status')).toHaveText('Active')
  // The id is for integrators: folded away, not one of the member's fields.
  await expect(page.getByRole('term')).toHaveText(['Email', 'Phone', 'Status'])
  await page.getByText('Technical details').click()
  await expect(detail(page, 'Staff id')).toHaveText(DANIEL.id)

  // Their workspaces by title, each a link to it.
  await expect(memberWorkspaces(page)).toHaveText(['Northwind Retail — EU', 'Support Desk'])
  await expect(memberWorkspaces(page).first()).toHaveAttribute('href', '/w/ws_1')
  await memberWorkspaces(page).filter({ hasText: 'Support Desk' }).click()
  await expect(heading(page, 'Support Desk')).toBeVisible()
  await expect(page).toHaveURL(/\/w\/ws_3$/)

  // Back to the member, then to the list: the search is still in its URL.
  await page.goBack()
  await expect(heading(page, DANIEL.name)).toBeVisible()
  await page.goBack()
  await expect(searchBox(page)).toHaveValue('OKAFOR')
  await expect(staffNames(page)).toHaveText([DANIEL.name])
})

test('an owner in every workspace lists all four; an unknown member says so', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/staff/stf_1')
  await expect(heading(page, 'Amelia Hughes')).toBeVisible()
  await expect(memberWorkspaces(page)).toHaveText([
    'Northwind Retail — EU',
    'Northwind Retail — US',
    'Support Desk',
    'Loyalty Club',
  ])
  expect(await memberWorkspaces(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/w/ws_1',
    '/w/ws_2',
    '/w/ws_3',
    '/w/ws_4',
  ])

  await page.goto('/w/ws_1/staff/stf_missing')
  await expect(page.getByText('Staff member stf_missing not found')).toBeVisible()
})

test('search and open a member by keyboard alone: focus lands on each new heading', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/staff')
  await expect(staffNames(page)).toHaveText(IN_WS_1)

  await tabTo(page, searchBox(page))
  await page.keyboard.type('giulia')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]searchText=giulia(&|$)/)
  await expect(staffNames(page)).toHaveText(['Giulia Romano'])

  await tabTo(page, staffNames(page).first())
  await page.keyboard.press('Enter')
  await expect(heading(page, 'Giulia Romano')).toBeFocused()
  await expect(memberWorkspaces(page)).toHaveText(['Loyalty Club', 'Northwind Retail — EU'])

  await tabTo(page, memberWorkspaces(page).first())
  await page.keyboard.press('Enter')
  await expect(heading(page, 'Loyalty Club')).toBeFocused()
  await expectFocusNotOnBody(page)
})
