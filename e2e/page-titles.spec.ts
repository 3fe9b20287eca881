import { connectDemo, expect, test } from './fixtures'

test('three screens opened in turn have three titles, most specific first, and a detail takes its item’s name', async ({
  page,
}) => {
  await connectDemo(page, '/w/ws_1/templates')
  await expect(page.getByRole('table', { name: 'Templates' })).toBeVisible()
  await expect(page).toHaveTitle('Templates · Northwind Retail — EU · Inbox Console')

  await page.goto('/w/ws_1/templates/tpl_1')
  await expect(page.getByRole('heading', { level: 1, name: 'order_confirmation' })).toBeVisible()
  await expect(page).toHaveTitle('order_confirmation · Templates · Northwind Retail — EU · Inbox Console')

  await page.goto('/w/ws_1/broadcasts')
  await expect(page.getByRole('table', { name: 'Broadcasts' })).toBeVisible()
  await expect(page).toHaveTitle('Broadcasts · Northwind Retail — EU · Inbox Console')

  await page.goto('/connect')
  await expect(page).toHaveTitle(/Inbox Console$/)
})

test('a page opened directly names its item once the item loads', async ({ page }) => {
  await connectDemo(page, '/w/ws_1/broadcasts/bc_1')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  const name = await heading.textContent()
  await expect(page).toHaveTitle(`${name} · Broadcasts · Northwind Retail — EU · Inbox Console`)
})
