import { chooseMode, connectDemo, expect, test } from './fixtures'

test('connects in demo mode and opens the first workspace', async ({ page }) => {
  await connectDemo(page)
  await expect(page).toHaveURL(/\/w\/ws_1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Retail — EU' })).toBeVisible()
  await expect(page.getByRole('banner').getByText('Northwind Retail Group')).toBeVisible()
  await expect(page.getByText('WhatsApp templates').locator('..')).toContainText('50')
})

test('a wrong key shows the 401 message and stays on the connect screen', async ({ page }) => {
  await page.goto('/connect')
  const key = page.getByLabel('Demo API key')
  await key.fill('not-the-demo-key')
  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Invalid or deleted API key/)
  await expect(page).toHaveURL(/\/connect$/)
  expect(await page.evaluate(() => sessionStorage.getItem('inbox-console:session'))).toBeNull()
})

test('a key whose account is gone says so; a failing server offers a retry', async ({ page }) => {
  await page.goto('/connect')
  await page.getByLabel('Demo API key').fill('demo-orphaned-key')
  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Account not found/)

  await page.getByLabel('Demo API key').fill('demo-broken-key')
  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Could not retrieve the account/)
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled()
})

test('the connect screen asks for a valid base URL in live mode', async ({ page }) => {
  await page.goto('/connect')
  await chooseMode(page, 'Live API')
  await page.getByLabel('Base URL').fill('nonsense')
  await page.getByLabel('API key', { exact: true }).fill('whatever')
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByText(/^Enter the API address/)).toBeVisible()
  await expect(page.getByLabel('Base URL')).toHaveAttribute('aria-invalid', 'true')
})

test('the connect screen paints before its script runs, takes no input until the app replaces it, and then works', async ({
  browser,
}) => {
  // Without JavaScript: what a phone shows while the entry script is still on its way.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const before = await noScript.newPage()
  await before.goto('/connect')
  await expect(before.getByText('Connect to Inbox Console', { exact: true })).toBeVisible()
  await expect(before.getByText('Enter the demo', { exact: true })).toBeVisible()
  expect(await before.locator('#root > div[inert]').count()).toBe(1)
  await noScript.close()

  // With it, the prerendered copy is gone and the live form is the only one on the page.
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/connect')
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()
  await expect(page.locator('[inert]')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toHaveCount(1)
  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await expect(page.getByRole('heading', { name: 'In this workspace' })).toBeVisible()
  await context.close()
})
