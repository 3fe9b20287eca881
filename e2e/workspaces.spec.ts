import { connectDemo, expect, test } from './fixtures'

test('switching workspace changes the URL and the data', async ({ page }) => {
  await connectDemo(page)
  const templates = page.getByText('WhatsApp templates').locator('..')
  await expect(templates).toContainText('50')

  await page.getByRole('button', { name: 'Workspace: Northwind Retail — EU, change' }).click()
  const palette = page.getByRole('dialog', { name: 'Switch workspace' })
  await palette.getByRole('combobox', { name: 'Search workspaces' }).fill('support')
  await palette.getByRole('listbox', { name: 'Workspaces' }).getByRole('option', { name: 'Support Desk' }).click()
  await expect(palette).toBeHidden()
  await expect(page).toHaveURL(/\/w\/ws_3$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Support Desk' })).toBeVisible()
  await expect(templates).toContainText('6')
  await expect(page.getByRole('button', { name: 'Workspace: Support Desk, change' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Support Desk' })).toBeVisible()
})

test('the workspace switcher works by keyboard: arrows move without switching, Enter switches and keeps the section', async ({
  page,
}) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates')
  // Ctrl/⌘+K, then the palette's "Switch workspace" page: all by keyboard.
  await expect(page.getByRole('button', { name: 'Workspace: Northwind Retail — EU, change' })).toBeVisible()
  await page.keyboard.press('ControlOrMeta+k')
  const search = page.getByRole('combobox', { name: 'Search and commands' })
  await expect(search).toBeFocused()
  await page.keyboard.type('switch workspace')
  await page.keyboard.press('Enter')
  const palette = page.getByRole('dialog', { name: 'Switch workspace' })
  const workspaces = palette.getByRole('combobox', { name: 'Search workspaces' })
  await expect(workspaces).toBeFocused()
  await expect(palette.getByRole('listbox', { name: 'Workspaces' }).getByRole('option').first()).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/\/w\/ws_1\/templates$/)

  const active = page.locator(`[id="${await workspaces.getAttribute('aria-activedescendant')}"]`)
  const title = (await active.innerText()).replace('(current)', '').trim()
  await page.keyboard.press('Enter')
  await expect(palette).toBeHidden()
  await expect(page).not.toHaveURL(/\/w\/ws_1\//)
  await expect(page).toHaveURL(/\/w\/ws_\d+\/templates$/)
  await expect(page.getByRole('button', { name: `Workspace: ${title}, change` })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'WhatsApp templates' })).toBeFocused()
})

test('the workspace list searches and pages through the URL', async ({ page }) => {
  await connectDemo(page)
  await page.getByRole('link', { name: 'Workspaces' }).click()
  const table = page.getByRole('table', { name: 'Workspaces' })
  await expect(table.getByRole('link')).toHaveCount(4)

  await page.getByRole('searchbox', { name: 'Search workspaces' }).fill('loyal')
  await expect(page).toHaveURL(/searchText=loyal/)
  await expect(table.getByRole('link')).toHaveText(['Loyalty Club'])

  await page.getByRole('searchbox', { name: 'Search workspaces' }).fill('zzz')
  await expect(page.getByText('No workspace matches “zzz”')).toBeVisible()

  await page.goto('/workspaces?limit=3')
  await expect(table.getByRole('link')).toHaveCount(3)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(table.getByRole('link')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  await page.reload()
  await expect(table.getByRole('link')).toHaveCount(1)

  await table.getByRole('link').click()
  await expect(page).toHaveURL(/\/w\/ws_\d+$/)
  await expect(page.getByRole('heading', { name: 'In this workspace' })).toBeVisible()
})

test('unknown workspaces and pages read as not found', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/w/ws_nope')
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
  await expect(page.getByText('Workspace ws_nope not found')).toBeVisible()

  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  // Inside the shell: the header and the way back to every screen stay.
  await expect(page.getByRole('banner')).toBeVisible()
  await page.goto('/w/ws_1/no-such-screen')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Templates' }).first()).toHaveAttribute('href', '/w/ws_1/templates')
  await page.getByRole('link', { name: 'Go to the dashboard' }).click()
  await expect(page.getByRole('heading', { name: 'In this workspace' })).toBeVisible()
})

test('entering the overview reads each thing once', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/v1/')) calls.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  await connectDemo(page)
  await expect(page.getByRole('heading', { name: 'In this workspace' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Team in this workspace' }).getByRole('row')).not.toHaveCount(0)
  await page.waitForLoadState('networkidle')

  const repeated = calls.filter((call, index) => calls.indexOf(call) !== index)
  expect(repeated, `repeated API calls:\n${calls.join('\n')}`).toEqual([])
  expect(calls.filter((call) => call.startsWith('GET /v1/account-info'))).toHaveLength(1)
  expect(calls.filter((call) => call.startsWith('GET /v1/staff'))).toHaveLength(1)
  expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(8)
})

test('the sidebar groups the workspace’s screens and the account’s; account pages have no workspace to switch', async ({
  page,
}) => {
  await connectDemo(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  const thisWorkspace = nav.getByRole('list', { name: 'This workspace' })
  const account = nav.getByRole('list', { name: 'Account' })
  await expect(nav.getByRole('heading')).toHaveText(['This workspace', 'Account'])
  await expect(thisWorkspace.getByRole('link')).toHaveText([
    'Overview',
    'Templates',
    'Broadcasts',
    'Segments',
    'Staff',
    'Messages',
  ])
  await expect(account.getByRole('link')).toHaveText(['Webhooks', 'Contact tags', 'Workspaces', 'Account'])
  await expect(nav.getByText('Northwind Retail — EU')).toBeVisible()

  // The workspaces page covers every workspace: the header says so instead of offering a switch.
  await account.getByRole('link', { name: 'Workspaces' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header.getByText('Whole account')).toBeVisible()
  await expect(header.getByRole('button', { name: /^Workspace:/ })).toHaveCount(0)
  await expect(page.getByText('Read-only here.').locator('..')).toContainText(
    'Workspaces and who works in them are managed in the messaging service’s own app',
  )
  // By title: the id is on the workspace's own page, under Technical details.
  const table = page.getByRole('table', { name: 'Workspaces' })
  await expect(table.getByRole('columnheader')).toHaveText(['Title'])
  await expect(table.getByRole('row').nth(1)).toHaveText('Northwind Retail — EU')

  // Back in a workspace screen, the switcher is back; the sidebar still says which workspace its links open.
  await thisWorkspace.getByRole('link', { name: 'Segments' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Workspace: Northwind Retail — EU, change' })).toBeVisible()
})
