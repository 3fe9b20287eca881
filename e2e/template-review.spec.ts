import type { Page } from '@playwright/test'
import { connectDemo, expect, test } from './fixtures'

const checks = (page: Page) => page.getByRole('region', { name: 'Checks' })
const submit = (page: Page) => page.getByRole('button', { name: 'Submit for review' })

test('copy a rejected template: its failing checks lead, the fixes apply, and the fixed copy is submitted', async ({
  page,
}) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates/tpl_3')
  await expect(page.getByRole('heading', { level: 1, name: 'order_shipped' })).toBeVisible()
  const why = page.getByRole('region', { name: 'WhatsApp most likely rejected this because…' })
  await expect(why).toContainText(/link shortener|bit\.ly/i)
  await expect(why).toContainText('http://')
  await why.getByRole('link', { name: 'Copy and fix' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate order_shipped' })).toBeVisible()
  const panel = checks(page)
  await expect(panel).toContainText(/\d problems? to fix before submitting/)
  await expect(panel).toContainText('WhatsApp rejected this text')
  const body = page.getByLabel('Body text')
  await panel.getByRole('button', { name: 'Use one mark' }).click()
  await expect(body).toHaveValue('Your order has shipped! Click here now: http://bit.ly/nw-track')
  await panel.getByRole('button', { name: 'Use https://' }).click()
  await expect(body).toHaveValue('Your order has shipped! Click here now: https://bit.ly/nw-track')
  // No click can pick the business's own domain for it: the user writes the link.
  await expect(panel.getByRole('button', { name: 'Use one mark' })).toHaveCount(0)
  await body.fill('Your order has shipped! Track it on our site: https://northwind-retail.example/track')
  await expect(panel).toContainText('Ready to submit')
  await submit(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'order_shipped_copy' })).toBeVisible()
  await expect(page.getByText('Pending review').first()).toBeVisible()
})

test('add Spanish to an English template: one row in the list with both languages', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates/tpl_1')
  await expect(page.getByRole('heading', { level: 1, name: 'order_confirmation' })).toBeVisible()
  await page.getByRole('link', { name: 'Add language' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Add a language to order_confirmation' })).toBeVisible()
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('es')
  await expect(page.getByText(/Translate the texts from English/)).toBeVisible()
  await page
    .getByLabel('Body text')
    .fill('Hola {{1}}, gracias por tu pedido {{2}}. Te avisaremos en cuanto salga. Total pagado: {{3}}. ¡Gracias!')
  await expect(checks(page)).toContainText('Ready to submit')
  await submit(page).click()
  const languages = page.getByRole('region', { name: 'Languages' })
  await expect(languages).toContainText('Spanish')
  await expect(languages).toContainText('English')

  await page.goto('/w/ws_1/templates?searchText=order_confirmation')
  const rows = page.getByRole('row').filter({ hasText: 'order_confirmation' })
  await expect(rows).toHaveCount(1)
  await expect(rows.getByRole('link', { name: /Spanish/ })).toBeVisible()
  await expect(rows.getByRole('link', { name: /English/ })).toBeVisible()
})

test('a pending template left open turns Approved when review ends, without a reload', async ({ page }) => {
  await page.clock.install()
  await connectDemo(page)
  await page.goto('/w/ws_1/templates/tpl_17')
  await expect(page.getByRole('heading', { level: 1, name: 'delivery_slot_booking' })).toBeVisible()
  await expect(page.getByText('Pending review').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The demo's review ends two minutes after the demo started; the watch's first re-read is 30 s in.
  await page.clock.fastForward('02:05')
  await expect(page.getByText('“delivery_slot_booking” was approved by WhatsApp')).toBeVisible()
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Pending review')).toHaveCount(0)
})

test('send a test of an approved template to one’s own number, and find it in the Messages history', async ({
  page,
}) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates/tpl_1')
  await page.getByRole('button', { name: 'Send a test' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send a test' })
  await dialog.getByLabel('Your phone number').fill('+44 7700 900123')
  await dialog.getByRole('button', { name: 'Use the examples' }).click()
  await dialog.getByRole('button', { name: 'Send test' }).click()
  await expect(dialog.getByText('Queued', { exact: true })).toBeVisible()
  await dialog.getByRole('link', { name: 'See it in the Messages history' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  await expect(page.getByRole('table', { name: /Sent this session/ })).toContainText('+447700900123')
})

test('on a phone the checks sit above Submit, and closing the preview keeps the place', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await connectDemo(page)
  await page.goto('/w/ws_1/templates/new')
  await expect(page.getByRole('heading', { level: 1, name: 'New WhatsApp template' })).toBeVisible()
  const panel = await checks(page).boundingBox()
  const button = await submit(page).boundingBox()
  expect(panel && button && panel.y + panel.height <= button.y).toBe(true)

  await page.getByLabel('Body text').fill('Hi {{1}}, your order is on its way.')
  await page.getByLabel('Body text').scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Preview' }).click()
  await page.getByRole('dialog', { name: 'Preview' }).getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog', { name: 'Preview' })).toHaveCount(0)
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
})

test('on a phone the Preview bar never covers a field the keyboard moves to, nor the end of the form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await connectDemo(page)
  await page.goto('/w/ws_1/templates/new')
  await expect(page.getByRole('heading', { level: 1, name: 'New WhatsApp template' })).toBeVisible()
  const bar = page.getByRole('button', { name: 'Preview' }).locator('..')
  /** The focused element, and how far it reaches under the top of the bar that holds Preview (0 or less: clear). */
  const focusedUnderBar = () =>
    bar.evaluate((element) => {
      const focused = document.activeElement as HTMLElement
      return {
        name: focused.getAttribute('aria-label') || focused.id || focused.textContent?.trim(),
        by: focused.getBoundingClientRect().bottom - element.getBoundingClientRect().top,
      }
    })
  await page.getByLabel('Footer text').fill('Reply STOP to opt out')
  await page.getByLabel('Name', { exact: true }).focus()
  // Down the form to Submit: the page scrolls each field into view, wholly above the bar.
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab')
    const { name, by } = await focusedUnderBar()
    expect(by, `“${name}” is under the Preview bar`).toBeLessThanOrEqual(0)
    if (name === 'Submit for review') break
  }
  await expect(submit(page)).toBeFocused()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const end = await page.getByText(/^Your draft is saved in this browser/).boundingBox()
  const top = await bar.boundingBox()
  expect(end && top && end.y + end.height <= top.y).toBe(true)
})
