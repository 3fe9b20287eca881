import { connectDemo, DEMO_KEY, expect, test } from './fixtures'

test('a reload keeps the session and the page', async ({ page }) => {
  await connectDemo(page)
  await page.getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText('amelia.hughes@northwind-retail.example')).toBeVisible()
})

test('the key is kept for the tab only, never in the URL', async ({ page }) => {
  await connectDemo(page)
  const stored = await page.evaluate(() => ({
    session: sessionStorage.getItem('inbox-console:session'),
    local: localStorage.getItem('inbox-console:session'),
  }))
  expect(stored.session).toContain(DEMO_KEY)
  expect(stored.local).toBeNull()
  expect(page.url()).not.toContain('demo-key')
})

test('sign out forgets the key and protects the dashboard', async ({ page }) => {
  await connectDemo(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()
  // Just signed out: the connect screen starts at its heading.
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeFocused()
  expect(await page.evaluate(() => sessionStorage.getItem('inbox-console:session'))).toBeNull()

  await page.goto('/w/ws_1')
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()
  // Any other visit leaves the focus alone, so the first Tab reaches the form.
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).not.toBeFocused()
  await expect(page).toHaveURL(/\/connect\?redirect=%2Fw%2Fws_1$/)
})

test('sign out with an unsent draft asks first, then deletes the draft from this browser', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates/new')
  await page.getByLabel('Body text').fill('Drafted by the previous person at this computer.')
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('inbox-console:template-draft:ws_1')))
    .toContain('previous person')

  await page.getByRole('button', { name: 'Sign out' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign out?' })
  await expect(dialog).toContainText('1 unsent template draft will be deleted from this browser.')
  await dialog.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('inbox-console:template-draft:ws_1'))).toBeNull()

  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await page.goto('/w/ws_1/templates/new')
  await expect(page.getByLabel('Body text')).toHaveValue('')
})

test('a refused key returns to the connect screen with a message, then back to the same page', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/workspaces?searchText=retail')
  await expect(page.getByRole('row')).toHaveCount(3)

  // The key is revoked while the user works: every call now answers 401.
  await page.evaluate(() => {
    const session = JSON.parse(sessionStorage.getItem('inbox-console:session') ?? '{}')
    sessionStorage.setItem('inbox-console:session', JSON.stringify({ ...session, apiKey: 'revoked-key' }))
  })
  await page.reload()
  await expect(page.getByRole('alert')).toContainText('The API refused the key')
  await expect(page).toHaveURL(/\/connect\?redirect=/)

  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await expect(page).toHaveURL(/\/workspaces\?searchText=retail$/)
  await expect(page.getByRole('row')).toHaveCount(3)
})
