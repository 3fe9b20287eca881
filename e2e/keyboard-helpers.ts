import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user would; fails if it is never reached. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused()
}

export async function expectFocusNotOnBody(page: Page) {
  const focused = await page.evaluate(() => {
    const active = document.activeElement
    return !active || active === document.body
      ? 'body'
      : `${active.tagName.toLowerCase()} ${active.textContent?.trim().slice(0, 40) ?? ''}`
  })
  expect(focused, 'focus dropped to <body>').not.toBe('body')
}

/** The focus is inside the container (a dialog, the main region): for a step that should keep it there. */
export async function expectFocusIn(page: Page, container: Locator) {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)), {
      message: 'focus is outside the expected container',
    })
    .toBe(true)
  await expectFocusNotOnBody(page)
}
