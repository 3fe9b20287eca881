import { chooseMode, connectDemo, expect, expectAccessible, test } from './fixtures'

test('every screen has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/connect')
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()
  await expectAccessible(page)

  await chooseMode(page, 'Live API')
  await expectAccessible(page)
  await chooseMode(page, 'Demo')

  await connectDemo(page)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('table', { name: 'Team in this workspace' }).getByRole('row')).not.toHaveCount(1)
  await expectAccessible(page)

  for (const [link, heading] of [
    ['Workspaces', 'Workspaces'],
    ['Account', 'Account'],
  ] as const) {
    await page.getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectAccessible(page)
  }

  await page.getByRole('button', { name: 'Reset demo data' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
