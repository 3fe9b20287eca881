import type { Page } from '@playwright/test'
import { missingTooltips } from '../src/test/icon-controls'
import { connectDemo, expect, test } from './fixtures'

/** Screens with icon-only buttons, and what shows each has loaded (with its icon buttons). */
const screens = [
  { path: '/w/ws_1/templates', ready: (page: Page) => page.getByRole('table', { name: 'Templates' }) },
  { path: '/w/ws_1/segments', ready: (page: Page) => page.getByRole('table', { name: 'Segments' }) },
  { path: '/tags', ready: (page: Page) => page.getByRole('table', { name: 'Contact tags' }) },
  { path: '/webhooks', ready: (page: Page) => page.getByRole('table', { name: 'Webhooks' }) },
  {
    path: '/w/ws_1/templates/new',
    ready: async (page: Page) => {
      await page.getByRole('button', { name: 'Add quick reply button' }).click()
      await page.getByRole('button', { name: 'Add quick reply button' }).click()
      return page.getByRole('button', { name: 'Move button 2 up' })
    },
  },
]

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`every icon-only button has a tooltip, shown on keyboard focus, at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    await connectDemo(page)
    for (const screen of screens) {
      await test.step(screen.path, async () => {
        await page.goto(screen.path)
        await expect(await screen.ready(page)).toBeVisible()
        expect(await page.evaluate(missingTooltips as () => string[]), 'icon-only controls without a tooltip').toEqual(
          [],
        )
        const controls = page.locator('[data-tooltip]').filter({ visible: true })
        const count = await controls.count()
        expect(count).toBeGreaterThan(0)
        // A key press: what follows is keyboard focus, as a Tab would give.
        await page.keyboard.press('Shift')
        for (let index = 0; index < count; index++) {
          const control = controls.nth(index)
          // A disabled button takes no focus (the first button's "Move up", say).
          if (await control.isDisabled()) continue
          const text = (await control.getAttribute('data-tooltip')) || (await control.getAttribute('aria-label'))
          await control.focus()
          const tooltip = page.getByRole('tooltip')
          await expect(tooltip, await control.evaluate((element) => element.outerHTML.slice(0, 200))).toBeVisible()
          await expect(tooltip).toHaveText(text ?? '')
          const [box, width] = [await tooltip.boundingBox(), viewport.width]
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, 'inside the viewport').toBe(true)
        }
        await page.keyboard.press('Escape')
        await expect(page.getByRole('tooltip')).toBeHidden()
      })
    }
  })
}

test('a tooltip shows on hover too, and stays while the pointer moves onto it', async ({ page }) => {
  await connectDemo(page, '/tags')
  const remove = page
    .getByRole('table', { name: 'Contact tags' })
    .getByRole('button', { name: /^Delete / })
    .first()
  await remove.hover()
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toHaveText((await remove.getAttribute('aria-label')) ?? '')
  await tooltip.hover()
  await expect(tooltip).toBeVisible()
  await page.mouse.move(0, 0)
  await expect(tooltip).toBeHidden()
})
