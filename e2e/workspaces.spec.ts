import { connectDemo, expect, test } from './fixtures'

test('switching workspace changes the URL and the data', async ({ page }) => {
  await connectDemo(page)
  const templates = page.getByText('WhatsApp templates').locator('..')
  await expect(templates).toContainText('48')

  await page.getByLabel('Workspace', { exact: true }).selectOption({ label: 'Support Desk' })
  await expect(page).toHaveURL(/\/w\/ws_3$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Support Desk' })).toBeVisible()
  await expect(templates).toContainText('6')
  await expect(page.getByLabel('Workspace', { exact: true })).toHaveValue('ws_3')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Support Desk' })).toBeVisible()
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
  await page.getByRole('link', { name: 'Go to the dashboard' }).click()
  await expect(page.getByRole('heading', { name: 'In this workspace' })).toBeVisible()
})
