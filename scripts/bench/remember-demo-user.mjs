// For the benchmarks: makes `page`'s browser profile a returning demo user.

/**
 * Connects to the demo at `origin` with "Remember on this device" ticked, so later tabs of the same profile find
 * the session and the demo worker, opens the templates list, and returns its URL once its rows are there. Closes
 * the page.
 */
export async function rememberDemoUser(page, origin) {
  await page.goto(new URL('/connect', origin).href)
  await page.getByLabel('Remember on this device').check()
  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await page.getByRole('link', { name: 'Templates' }).first().click()
  await page.locator('table tbody tr td a').first().waitFor()
  const templatesUrl = page.url()
  await page.close()
  return templatesUrl
}
