import type { Page } from '@playwright/test'
import { connectDemo, expect, expectAccessible, test } from './fixtures'
import { expectFocusNotOnBody } from './keyboard-helpers'

/** The seed's large broadcast (src/mocks/seed-broadcasts.ts): 5,200 logs. */
const BIG = { id: 'bc_1', name: 'Black Friday early access', logs: 5200 }
const EMPTY = { id: 'bc_7', name: 'Berlin Mitte store opening' }

const logsTable = (page: Page) => page.getByRole('table', { name: 'Broadcast logs', exact: true })
const logRows = (page: Page) => logsTable(page).locator('tbody tr[aria-rowindex]')
const report = (page: Page) => page.getByRole('region', { name: 'Report' })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search every log by name, number, reply or error' })
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

/** Counts the requests for one broadcast's logs from now on. */
function countLogRequests(page: Page, broadcastId: string) {
  let requests = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/v1/broadcasts/${broadcastId}/logs`) requests += 1
  })
  return () => requests
}

async function readBigReport(page: Page, path = `/w/ws_1/broadcasts/${BIG.id}`) {
  test.slow()
  await connectDemo(page)
  await page.goto(path)
  await expect(logRows(page).first()).toBeVisible()
  await report(page).getByRole('button', { name: 'Full report' }).click()
  await expect(report(page).getByText(/^Every log read: 5,200 logs from 6 pages/)).toBeVisible({ timeout: 15_000 })
}

test('a search reads every log by itself and finds a customer on any page, and the range says where the page is', async ({
  page,
}) => {
  test.slow()
  await connectDemo(page)
  // A customer far from the first page: the first row of page 4 of 1,000.
  await page.goto(`/w/ws_1/broadcasts/${BIG.id}?limit=1000&page=4`)
  await expect(logRows(page).first()).toBeVisible()
  const phone = (await logRows(page).first().getByRole('cell').nth(1).innerText()).trim()
  const name = (await logRows(page).first().getByRole('cell').first().innerText()).trim()
  await expect(pagination(page)).toContainText('3,001–4,000')

  // The search reads every log by itself.
  await search(page).fill(phone.split(' ').slice(1).join(' '))
  await expect(report(page).getByText(/^Every log read: 5,200 logs/)).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(page.getByText(/^\d+ of 5,200 logs match\.$/)).toBeVisible()
  await expect(logRows(page).filter({ hasText: name }).first()).toBeVisible()
  await expect(pagination(page)).toContainText(/^.*1(–\d+)? of \d+/)
})

test('a failure reason in the report shows only the logs that failed that way, and a country its logs', async ({
  page,
}) => {
  await readBigReport(page)
  const reasons = page.getByRole('table', { name: 'Top failure reasons' })
  const first = reasons.getByRole('row').nth(1)
  const reason = (await first.getByRole('cell').first().innerText()).trim()
  const count = (await first.getByRole('cell').nth(1).innerText()).trim()
  await first.getByRole('link').click()
  await expect(page).toHaveURL(/[?&]reason=/)
  await expect(page.getByText(`${count} of 5,200 logs match.`)).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Failure reason' })).toHaveValue(reason)
  const rows = logRows(page)
  await expect(rows.first()).toBeVisible()
  for (const row of (await rows.all()).slice(0, 10)) await expect(row.getByRole('cell').nth(4)).toContainText(reason)

  const countries = page.getByRole('table', { name: 'Top countries' })
  await countries.getByRole('link').first().click()
  await expect(page).toHaveURL(/[?&]country=/)
  await expect(page).not.toHaveURL(/[?&]reason=/)
  await expect(page.getByText(/^\d[\d,]* of 5,200 logs match\.$/)).toBeVisible()
})

test('a row opens its panel with Enter, the arrow key steps to the next, and Escape returns to that row', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1366, height: 900 })
  await connectDemo(page)
  await page.goto(`/w/ws_1/broadcasts/${BIG.id}`)
  await expect(logRows(page).first()).toBeVisible()
  const names = await Promise.all(
    [0, 1].map(async (i) => (await logRows(page).nth(i).getByRole('cell').first().innerText()).trim()),
  )
  await logRows(page).first().focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog')
  await expect(panel.getByRole('heading', { name: names[0] })).toBeVisible()
  await expect(panel.getByRole('button', { name: /copy/i })).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('ArrowDown')
  await expect(panel.getByRole('heading', { name: names[1] })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(logRows(page).nth(1)).toBeFocused()
  await expectFocusNotOnBody(page)
})

test('the log panel is a sheet on a phone, and axe finds nothing there', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  await connectDemo(page)
  await page.goto(`/w/ws_1/broadcasts/${BIG.id}`)
  await logRows(page).first().click()
  const panel = page.getByRole('dialog')
  await expect(panel).toBeVisible()
  const box = await panel.boundingBox()
  expect(box && box.x + box.width).toBeLessThanOrEqual(390)
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
})

test('the report stays while the tab is open: back on the broadcast it shows at once, with Refresh', async ({
  page,
}) => {
  await readBigReport(page)
  const requests = countLogRequests(page, BIG.id)
  await page.getByRole('link', { name: 'All broadcasts' }).click()
  await page.getByRole('link', { name: BIG.name, exact: true }).click()
  await expect(report(page).getByText('Every log read: 5,200 logs from 6 pages.')).toBeVisible()
  await expect(report(page).getByText(/^Read at .*; kept while this tab is open\.$/)).toBeVisible()
  await expect(pagination(page)).toContainText('1–100 of 5,200')
  expect(requests()).toBe(0)
  await report(page).getByRole('button', { name: 'Refresh' }).click()
  await expect(report(page).getByText(/^Every log read: 5,200 logs from 6 pages\./)).toBeVisible({
    timeout: 15_000,
  })
  expect(requests()).toBe(6)
})

test('a broadcast with no logs says there is nothing to report, and offers no report or export', async ({ page }) => {
  await connectDemo(page)
  await page.goto(`/w/ws_1/broadcasts/${EMPTY.id}`)
  await expect(report(page).getByText(/^Nothing to report/)).toBeVisible()
  await expect(report(page).getByRole('button')).toHaveCount(0)
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px a 120-character name leaves the row's actions in view`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await connectDemo(page)
    await page.goto('/w/ws_1/broadcasts')
    const name = `RETARGET ${'Winter-wonderland-clearance-'.repeat(4)}final`.padEnd(120, 'x').slice(0, 120)
    // A bare broadcast renamed with its Edit dialog (new broadcasts are made in the composer).
    await page.getByRole('button', { name: `Edit ${EMPTY.name}` }).click()
    const form = page.getByRole('dialog', { name: 'Edit broadcast' })
    await form.getByLabel('Name', { exact: true }).fill(name)
    await form.getByLabel('Type', { exact: true }).fill('RETARGET')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(form).toBeHidden()
    await expect(page.getByRole('table', { name: 'Broadcasts' }).getByRole('link', { name, exact: true })).toBeVisible()
    const deleteButton = page.getByRole('button', { name: `Delete ${name}` })
    await expect(deleteButton).toBeVisible()
    await deleteButton.scrollIntoViewIfNeeded()
    const box = await deleteButton.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
  })
}

test('compare three broadcasts: the cost first, then rates side by side and a chart, clean for axe at 390 and 1366 px', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1366, height: 900 })
  await connectDemo(page)
  await page.goto('/w/ws_1/broadcasts')
  await page.getByRole('link', { name: 'Compare broadcasts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Compare broadcasts' })).toBeVisible()
  const compare = page.getByRole('button', { name: 'Compare', exact: true })
  await expect(page.getByText(/Pick at least two broadcasts/)).toBeVisible()
  for (const name of ['Black Friday early access', 'Cyber Monday preview', 'Singles Day flash sale'])
    await page.getByRole('checkbox', { name }).check()
  await expect(page).toHaveURL(/[?&]ids=/)
  await expect(page.getByText(/Reading the 3 broadcasts takes about 6 s for 5,000 logs each/)).toBeVisible()
  const requests = { count: 0 }
  page.on('request', (request) => {
    if (/^\/v1\/broadcasts\/[^/]+\/logs$/.test(new URL(request.url()).pathname)) requests.count += 1
  })
  await compare.click()
  const table = page.getByRole('table', { name: 'Broadcasts side by side' })
  await expect(table).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: /^Comparison of 3 broadcasts/ })).toBeFocused()
  expect(requests.count).toBe(18)
  const cyber = table.getByRole('row').filter({ hasText: 'Cyber Monday preview' })
  await expect(cyber).toContainText('5,000')
  await expect(cyber).toContainText(/\d+(\.\d)?%/)
  await expect(page.getByRole('figure', { name: 'Read, of recipients' })).toBeVisible()
  await expect(page.getByText(/Can exceed a segment’s size today/)).toBeVisible()
  await expectAccessible(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(table).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page)

  // The reads are shared: the single report of one of them costs nothing more.
  await cyber.getByRole('link', { name: 'Cyber Monday preview' }).click()
  await expect(report(page).getByText(/^Every log read: 5,000 logs from 6 pages/)).toBeVisible()
  expect(requests.count).toBe(18)
})

test('following the sending broadcast moves its counts without a reload (the demo clock advanced, no waiting)', async ({
  page,
}) => {
  await page.clock.install()
  await connectDemo(page)
  await page.goto('/w/ws_1/broadcasts/bc_13')
  await expect(report(page).getByText(/^Still sending/)).toBeVisible()
  await report(page).getByRole('button', { name: 'Follow live' }).click()
  await expect(report(page).getByText(/^Following live/)).toBeVisible()
  const total = page.getByText(/^[\d,]+ logs\.$/)
  await expect(total).toBeVisible()
  const logsNow = async () => Number((await total.innerText()).replace(/\D/g, ''))
  const before = await logsNow()
  expect(before).toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  await page.clock.fastForward('01:00')
  await expect.poll(logsNow).toBeGreaterThan(before)
  const funnel = report(page).getByRole('figure', { name: /^Status funnel/ })
  await expect(funnel.getByText('Attempted').locator('..')).toContainText((await logsNow()).toLocaleString('en'))
  await report(page).getByRole('button', { name: 'Stop following' }).click()
  await expect(report(page).getByRole('button', { name: 'Follow live' })).toBeFocused()
})
