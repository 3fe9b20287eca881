import { connectDemo, expect, test } from './fixtures'

// The demo seeds login_code as one name in many languages: approved in English (US), pending review in French.

test('a name’s row shows each language with its own status, and its name opens a version that can be sent', async ({
  page,
}) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates?searchText=login_code')
  const table = page.getByRole('table', { name: 'Templates' })
  await expect(table.locator('tbody tr')).toHaveCount(1)
  const versions = table.getByRole('listitem')
  await expect(versions.filter({ hasText: /^English \(US\) · Approved$/ })).toHaveCount(1)
  await expect(versions.filter({ hasText: /^French · Pending review$/ })).toHaveCount(1)

  const name = table.getByRole('link', { name: 'login_code', exact: true })
  const sendable = await versions
    .filter({ hasText: /· Approved$/ })
    .first()
    .getByRole('link')
    .getAttribute('href')
  await expect(name).toHaveAttribute('href', sendable ?? 'an approved version')
  await name.click()
  await expect(page.getByRole('heading', { level: 1, name: 'login_code' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send a test' })).toBeVisible()
})

test('every page but the last shows the page size of names, each name once', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates?limit=10')
  const rows = page.getByRole('table', { name: 'Templates' }).locator('tbody tr')
  const next = page.getByRole('button', { name: 'Next' })
  const pageCount = Number(
    /of (\d+)$/.exec((await page.getByText(/^Page 1 of \d+$/).textContent()) ?? '')?.[1] ?? Number.NaN,
  )
  expect(pageCount).toBeGreaterThan(1)
  const names: string[] = []
  for (let number = 1; number <= pageCount; number += 1) {
    await expect(page.getByText(`Page ${number} of ${pageCount}`, { exact: true })).toBeVisible()
    if (number < pageCount) await expect(rows).toHaveCount(10)
    names.push(...(await rows.locator(':scope > :first-child a').allTextContents()))
    if (number < pageCount) await next.click()
  }
  expect(names.filter((name) => name === 'login_code')).toHaveLength(1)
  expect(new Set(names).size).toBe(names.length)
})
