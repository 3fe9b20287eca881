import { connectDemo, expect, test } from './fixtures'

test('the Arabic template reads right to left in its preview and its detail; the Hebrew one too', async ({ page }) => {
  await connectDemo(page, '/w/ws_1/templates/tpl_68')
  await expect(page.getByRole('heading', { level: 1, name: 'winter_sale_ar' })).toBeVisible()
  const preview = page.getByRole('figure', { name: 'Message preview' })
  const body = preview.locator('[data-slot="body"]')
  await expect(body).toHaveAttribute('dir', 'rtl')
  // Laid out right to left: the text's direction as the browser computes it, and its start on the right.
  expect(await body.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
  await expect(body).toContainText(/[\u0600-\u06FF]/)

  await page.goto('/w/ws_1/templates/tpl_67')
  await expect(page.getByRole('heading', { level: 1, name: 'order_ready_he' })).toBeVisible()
  const hebrew = page.getByRole('figure', { name: 'Message preview' }).locator('[data-slot="body"]')
  expect(await hebrew.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
})

test('the builder’s body field takes its direction from the text typed', async ({ page }) => {
  await connectDemo(page, '/w/ws_1/templates/new')
  const body = page.getByRole('textbox', { name: /^Body/ })
  await body.fill('مرحبا {{1}}، طلبك جاهز.')
  await expect(body).toHaveAttribute('dir', 'auto')
  expect(await body.evaluate((element) => element.matches(':dir(rtl)'))).toBe(true)
  await body.fill('Hello {{1}}, your order is ready.')
  expect(await body.evaluate((element) => element.matches(':dir(ltr)'))).toBe(true)
})
