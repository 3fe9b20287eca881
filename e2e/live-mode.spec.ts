import { chooseMode, expect, test } from './fixtures'

// The preview server proxies /v1 to `npm run mock-api` (see playwright.config.ts): real HTTP, no service worker.
test('live mode talks to a real HTTP API with the key header', async ({ page }) => {
  const apiCalls: { path: string; key: string | undefined }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/v1/')) apiCalls.push({ path: url.pathname, key: request.headers()['x-api-key'] })
  })

  await page.goto('/connect')
  await chooseMode(page, 'Live API')
  await expect(page.getByLabel('Base URL')).toHaveValue(new URL(page.url()).origin)
  await page.getByLabel('API key', { exact: true }).fill('wrong-key')
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Invalid or deleted API key/)

  await page.getByLabel('API key', { exact: true }).fill('demo-key-7f3a9c')
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Retail — EU' })).toBeVisible()
  await expect(page.getByRole('banner').getByText('Live')).toBeVisible()

  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  expect(apiCalls.map((call) => call.path)).toEqual(expect.arrayContaining(['/v1/account-info', '/v1/workspaces/ws_1']))
  expect(apiCalls.filter((call) => call.path !== '/v1/account-info' || call.key !== 'wrong-key').every((call) => call.key === 'demo-key-7f3a9c')).toBe(true)
  expect(page.url()).not.toContain('demo-key')
})
