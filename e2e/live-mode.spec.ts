import { chooseMode, connectLive, DEMO_KEY, expect, test } from './fixtures'

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

  await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY)
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Retail — EU' })).toBeVisible()
  await expect(page.getByRole('banner').getByText('Live')).toBeVisible()

  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  expect(apiCalls.map((call) => call.path)).toEqual(expect.arrayContaining(['/v1/account-info', '/v1/workspaces']))
  expect(
    apiCalls
      .filter((call) => call.path !== '/v1/account-info' || call.key !== 'wrong-key')
      .every((call) => call.key === DEMO_KEY),
  ).toBe(true)
  expect(page.url()).not.toContain('demo-key')
})

test('a failing list shows the server’s message with a retry, after retrying twice by itself', async ({ page }) => {
  let failing = true
  let attempts = 0
  await page.route('**/v1/workspaces?*', async (route) => {
    const isList = new URL(route.request().url()).searchParams.get('limit') === '25'
    if (isList) attempts += 1
    if (failing) await route.fulfill({ status: 503, json: { error: 'Workspace service is down for maintenance' } })
    else await route.fallback()
  })

  await connectLive(page, '/connect?redirect=%2Fworkspaces%3Flimit%3D25')

  const alert = page.getByRole('alert').filter({ hasText: 'Could not load workspaces' })
  await expect(alert).toContainText('Workspace service is down for maintenance')
  expect(attempts, 'one request and two retries, then the error').toBe(3)

  failing = false
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('table', { name: 'Workspaces' }).getByRole('link')).toHaveCount(4)
  await expect(page).toHaveURL(/\/workspaces\?limit=25$/)
})

test('a response of the wrong shape becomes a clear error, not a blank screen', async ({ page }) => {
  await page.route('**/v1/workspaces?*', (route) =>
    route.fulfill({ json: { workspaces: [{ id: 'ws_1', title: 'Main' }] } }),
  )
  await connectLive(page, '/connect?redirect=%2Fworkspaces')
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load workspaces' })).toContainText(
    'The API answered with data in a shape this dashboard cannot read.',
  )
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})

test('a template the server refuses shows the server’s message on the form, and nothing typed is lost', async ({
  page,
}) => {
  await page.route('**/v1/whatsapp-template', (route) =>
    route.fulfill({ status: 400, json: { error: 'Template names starting with "test" are reserved' } }),
  )
  await connectLive(page, '/connect?redirect=%2Fw%2Fws_1%2Ftemplates%2Fnew')
  await expect(page.getByRole('heading', { name: 'New WhatsApp template' })).toBeVisible()

  await page.getByLabel('Name', { exact: true }).fill('test_reserved_name')
  await page.getByLabel('Body text').fill('A perfectly valid body for a utility message.')
  await expect(page.getByText('This name is free in this workspace.')).toBeVisible()
  await page.getByRole('button', { name: 'Submit for review' }).click()

  await expect(page.getByRole('alert').filter({ hasText: 'The API did not accept the template' })).toContainText(
    'Template names starting with "test" are reserved',
  )
  await expect(page).toHaveURL(/\/templates\/new$/)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('test_reserved_name')
  await expect(page.getByLabel('Body text')).toHaveValue('A perfectly valid body for a utility message.')
})
