import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import Papa from 'papaparse'
import { connectDemo, expect, expectAccessible, test } from './fixtures'
import { expectFocusNotOnBody, tabTo } from './keyboard-helpers'

/** The seed's large broadcast (src/mocks/seed-broadcasts.ts): 5,200 logs, the hostile entries on its first page. */
const BIG = { id: 'bc_1', name: 'Black Friday early access', logs: 5200, failed: 569 }
const HOSTILE_NAME = '<script>alert("pwned")</script> Mallory'
const HOSTILE_REPLY = '<b>bold?</b> <img src=x onerror=alert(2)>'
const FAULTS_KEY = 'inbox-console:demo-faults'
/** Fourteen broadcasts in the first workspace (the last four seeded are campaigns on the demo clock). */
const SEEDED_IN_WS_1 = 14
/** The list's page size: its first page is full. */
const PAGE_SIZE = 10
/** A broadcast of the spec's bare shape on the first page: renamed with the Edit dialog, then deleted. */
const RENAMED = { name: 'Abandoned basket — week 46', type: 'TEMPLATE' }

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const broadcastsTable = (page: Page) => page.getByRole('table', { name: 'Broadcasts', exact: true })
const logsTable = (page: Page) => page.getByRole('table', { name: 'Broadcast logs', exact: true })
/** The rendered log rows (the virtualizer's spacer rows carry no aria-rowindex). */
const logRows = (page: Page) => logsTable(page).locator('tbody tr[aria-rowindex]')
const logsRegion = (page: Page) => page.getByRole('region', { name: 'Broadcast logs (scrollable)' })
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** The overview's "Broadcasts" count card: its link and the number under it. */
const broadcastsCountCard = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: 'Broadcasts', exact: true }).locator('xpath=..')

/** Counts the JS dialogs (alert/confirm/prompt) the page opens; hostile markup that ran would open one. */
function countDialogs(page: Page): () => number {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  return () => dialogs
}

/** Marks the current document, so a later check can prove no full page load happened in between. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }))
}
async function expectSameDocument(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument),
    'the page was reloaded',
  ).toBe(true)
}

/**
 * Opens bc_1 (after connecting) and waits for its first page of logs. A test there pays for the demo worker
 * generating 5,200 logs and, at its end, for axe over the large logs table: several seconds each on a busy machine.
 */
async function openBigBroadcast(page: Page) {
  test.slow()
  await connectDemo(page)
  await page.goto(`/w/ws_1/broadcasts/${BIG.id}`)
  await expect(heading(page, BIG.name)).toBeVisible()
  await expect(logRows(page).first()).toBeVisible()
}

test('New broadcast opens the composer; rename and delete a broadcast; the overview count follows without a reload', async ({
  page,
}) => {
  // A long journey: two renames and a delete across the list, the detail and three visits to the overview.
  test.slow()
  await connectDemo(page)
  await expect(heading(page, 'Northwind Retail — EU')).toBeVisible()
  const counted = Number((await broadcastsCountCard(page).innerText()).replace(/\D/g, ''))
  expect(counted).toBe(SEEDED_IN_WS_1)
  await markDocument(page)

  await page.getByRole('main').getByRole('link', { name: 'Broadcasts', exact: true }).click()
  await expect(heading(page, 'Broadcasts')).toBeVisible()
  const table = broadcastsTable(page)

  // New broadcasts are made in the composer, a page of its own.
  await expect(page.getByRole('link', { name: 'New broadcast' })).toHaveAttribute('href', '/w/ws_1/broadcasts/new')

  // Edit from the detail: the dialog starts from the current values.
  await table.getByRole('link', { name: RENAMED.name, exact: true }).click()
  await expect(heading(page, RENAMED.name)).toBeVisible()
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const edit = page.getByRole('dialog', { name: 'Edit broadcast' })
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(RENAMED.name)
  await expect(edit.getByLabel('Type', { exact: true })).toHaveValue(RENAMED.type)
  await expectAccessible(page)
  await edit.getByLabel('Name', { exact: true }).fill('E2E spring teaser v2')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit).toBeHidden()
  await expect(heading(page, 'E2E spring teaser v2')).toBeVisible()
  await expect(page.getByText('Saved “E2E spring teaser v2”')).toBeVisible()

  // Back on the list: the new name, not the old one.
  await page.getByRole('link', { name: 'All broadcasts' }).click()
  await expect(heading(page, 'Broadcasts')).toBeVisible()
  await expect(table.getByRole('link', { name: 'E2E spring teaser v2', exact: true })).toBeVisible()
  await expect(table.getByRole('link', { name: RENAMED.name, exact: true })).toHaveCount(0)

  // Edit once more from the list's row button.
  await table.getByRole('button', { name: 'Edit E2E spring teaser v2' }).click()
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('E2E spring teaser v2')
  await edit.getByLabel('Name', { exact: true }).fill('E2E spring teaser final')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit).toBeHidden()
  await expect(table.getByRole('link', { name: 'E2E spring teaser final', exact: true })).toBeVisible()
  await expect(table.getByRole('link', { name: 'E2E spring teaser v2', exact: true })).toHaveCount(0)

  await nav(page).getByRole('link', { name: 'Overview' }).click()
  await expect(broadcastsCountCard(page)).toHaveText(new RegExp(`^Broadcasts\\s*${counted}$`))

  // Delete from the list, through the confirmation.
  await nav(page).getByRole('link', { name: 'Broadcasts' }).click()
  await table.getByRole('button', { name: 'Delete E2E spring teaser final' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete “E2E spring teaser final”?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete broadcast' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Deleted “E2E spring teaser final”')).toBeVisible()
  await expect(table.getByRole('link', { name: 'E2E spring teaser final' })).toHaveCount(0)

  await nav(page).getByRole('link', { name: 'Overview' }).click()
  await expect(broadcastsCountCard(page)).toHaveText(new RegExp(`^Broadcasts\\s*${counted - 1}$`))
  await expectSameDocument(page)
})

test('a broadcast deleted from its own page is gone: Back says it was deleted, inside the app, never shows it from the cache', async ({
  page,
}) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/broadcasts/bc_2')
  await expect(heading(page, 'Winter collection launch')).toBeVisible()
  await expect(logRows(page).first()).toBeVisible()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Delete “Winter collection launch”?' })
    .getByRole('button', { name: 'Delete broadcast' })
    .click()
  await expect(heading(page, 'Broadcasts')).toBeFocused()
  await expect(broadcastsTable(page).getByRole('link', { name: 'Winter collection launch' })).toHaveCount(0)

  await page.goBack()
  await expect(page).toHaveURL(/\/broadcasts\/bc_2$/)
  await expect(heading(page, 'This broadcast was deleted')).toBeFocused()
  await expect(nav(page)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to broadcasts' })).toBeVisible()
  await expect(heading(page, 'Winter collection launch')).toHaveCount(0)
})

test('search and the end date filter the list through the URL, and survive a reload', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/broadcasts')
  const table = broadcastsTable(page)
  // Each row's name: its other links are its actions (Duplicate…).
  const names = table.locator('tbody td:first-child').getByRole('link')
  await expect(names).toHaveCount(PAGE_SIZE)

  // Created on or before 9 November: three seeded broadcasts, whatever the browser's time zone.
  await page.getByLabel('Created on or before').fill('2026-11-09')
  await expect(page).toHaveURL(/[?&]endDate=2026-11-09(&|$)/)
  await expect(names).toHaveText([
    'Delivery delay apology (DPD)',
    'Back in stock: Alpine parka',
    'Click & collect pilot — Manchester',
  ])

  await page.getByRole('searchbox', { name: 'Search broadcasts by name' }).fill('BACK')
  await expect(page).toHaveURL(/[?&]searchText=BACK(&|$)/)
  await expect(page).toHaveURL(/[?&]endDate=2026-11-09(&|$)/)
  await expect(names).toHaveText(['Back in stock: Alpine parka'])

  await page.reload()
  await expect(heading(page, 'Broadcasts')).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search broadcasts by name' })).toHaveValue('BACK')
  await expect(page.getByLabel('Created on or before')).toHaveValue('2026-11-09')
  await expect(names).toHaveText(['Back in stock: Alpine parka'])

  // Clearing the date keeps the search: "back" alone matches nothing else in this workspace either.
  await page.getByRole('button', { name: 'Clear date' }).click()
  await expect(page).not.toHaveURL(/endDate=/)
  await expect(names).toHaveText(['Back in stock: Alpine parka'])
  await page.getByRole('searchbox', { name: 'Search broadcasts by name' }).fill('zzz no such broadcast')
  await expect(page.getByText('No broadcast matches these filters')).toBeVisible()
})

test('the logs page through the URL, and a 1,000-row page keeps the DOM small while it scrolls', async ({ page }) => {
  await openBigBroadcast(page)
  await expect(page.getByText('100 logs on this page.', { exact: true })).toBeVisible()
  const firstOnPage1 = (await logRows(page).first().textContent()) ?? ''

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  await expect(page.getByText('101–200', { exact: true })).toBeVisible()
  await expect(logRows(page).first()).not.toHaveText(firstOnPage1)
  await expect(logRows(page).first()).toHaveAttribute('aria-rowindex', '2')
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page).toHaveURL(/[?&]page=1(&|$)/)
  await expect(logRows(page).first()).toHaveText(firstOnPage1)

  await page.getByLabel('Rows per page').selectOption('1000')
  await expect(page).toHaveURL(/[?&]limit=1000(&|$)/)
  await expect(page).not.toHaveURL(/page=/)
  await expect(page.getByText('1,000 logs on this page.', { exact: true })).toBeVisible()
  await expect(logsTable(page)).toHaveAttribute('aria-rowcount', '1001')
  await expect(logRows(page).first()).toHaveAttribute('aria-rowindex', '2')
  const rendered = await page.locator('tr').count()
  expect(rendered, 'every <tr> in the DOM').toBeGreaterThan(5)
  expect(rendered, 'every <tr> in the DOM').toBeLessThanOrEqual(120)
  const topRows = await logRows(page).allTextContents()

  // Scrolled to the bottom (again as rows get measured and the height settles), the last log is rendered.
  const region = logsRegion(page)
  await expect
    .poll(async () => {
      await region.evaluate((element) => {
        element.scrollTop = element.scrollHeight
      })
      return logRows(page).last().getAttribute('aria-rowindex')
    })
    .toBe('1001')
  expect(await logRows(page).first().getAttribute('aria-rowindex')).not.toBe('2')
  expect(await logRows(page).allTextContents()).not.toEqual(topRows)
  expect(await page.locator('tr').count(), 'every <tr> in the DOM after scrolling').toBeLessThanOrEqual(120)
})

test('a new page of logs starts at its first row, however far down the last one was read, and Next keeps the focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openBigBroadcast(page)
  await page.getByLabel('Rows per page').selectOption('1000')
  await expect(page.getByText('1,000 logs on this page.', { exact: true })).toBeVisible()
  const firstOfPage1 = (await logRows(page).first().textContent()) ?? ''

  // On a phone the rows scroll with the page.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2 }))
      return Number(await logRows(page).first().getAttribute('aria-rowindex'))
    })
    .toBeGreaterThan(300)

  // Clicking scrolls the window down to the button, past the top of the logs, as a reader's thumb would.
  const next = page.getByRole('button', { name: 'Next' })
  // Rows rendered on the way are measured after they paint and can move the button; click it once it stays put.
  await next.scrollIntoViewIfNeeded()
  let lastY: number | undefined
  await expect
    .poll(async () => {
      const y = (await next.boundingBox())?.y
      const settled = y !== undefined && y === lastY
      lastY = y
      return settled
    })
    .toBe(true)
  await next.click()
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  await expect(logsTable(page)).not.toHaveAttribute('aria-busy', 'true')
  await expect(logRows(page).first()).not.toHaveText(firstOfPage1)

  await expect(logRows(page).first()).toHaveAttribute('aria-rowindex', '2')
  await expect(logRows(page).first()).toBeInViewport()
  const [tableBox, firstRowBox] = await Promise.all([
    logsTable(page).boundingBox(),
    logRows(page).first().boundingBox(),
  ])
  expect(tableBox?.y, 'the top of the logs is in the window').toBeGreaterThanOrEqual(0)
  expect(firstRowBox && tableBox && firstRowBox.y - tableBox.y, 'the first row is at the top of the logs').toBeLessThan(
    80,
  )
  await expect(next).toBeFocused()
})

test('the filters search every log, by status and by text, and live in the URL', async ({ page }) => {
  test.slow()
  await openBigBroadcast(page)
  const status = page.getByRole('combobox', { name: 'Status', exact: true })
  const filter = page.getByRole('searchbox', { name: 'Search every log by name, number, reply or error' })
  const summary = page.getByText(/ logs match\.$/)

  await status.selectOption('failed')
  await expect(page).toHaveURL(/[?&]status=failed(&|$)/)
  await expect(summary).toHaveText(`${BIG.failed} of 5,200 logs match.`, { timeout: 15_000 })
  await expect(logsTable(page)).toHaveAttribute('aria-rowcount', '101')
  // The status cell's accessible name leaves out the header copy shown on phones.
  for (const row of (await logRows(page).all()).slice(0, 10))
    await expect(row.getByRole('cell').nth(2)).toHaveAccessibleName('Failed')

  // Text and status together: the hostile recipient replied, so "failed" finds nothing, anywhere.
  await filter.fill('mallory')
  await expect(page).toHaveURL(/[?&]q=mallory(&|$)/)
  await expect(summary).toHaveText('0 of 5,200 logs match.')
  await expect(page.getByText('No log matches')).toBeVisible()

  await status.selectOption('replied')
  await expect(page).toHaveURL(/[?&]status=replied(&|$)/)
  await expect(summary).toHaveText('1 of 5,200 logs match.')
  await expect(logRows(page)).toHaveCount(1)
  await expect(logRows(page).getByRole('cell').first()).toHaveText(HOSTILE_NAME)

  // Text alone matches the phone number too.
  await status.selectOption('')
  await expect(page).not.toHaveURL(/status=/)
  const phoneCell = logRows(page).first().getByRole('cell').nth(1)
  const phone = (await phoneCell.innerText()).trim()
  expect(phone).toMatch(/^\+\d+ \d+$/)
  await filter.fill(phone.split(' ')[1] ?? '')
  await expect(summary).toHaveText(/^\d+ of 5,200 logs match\.$/)
  await expect(phoneCell).toHaveAccessibleName(phone)

  // The filter is in the link: opening it fresh applies it to every log.
  await page.goto(`/w/ws_1/broadcasts/${BIG.id}?status=replied&q=Mallory`)
  await expect(status).toHaveValue('replied')
  await expect(filter).toHaveValue('Mallory')
  await expect(summary).toHaveText('1 of 5,200 logs match.', { timeout: 15_000 })
  await expect(logRows(page).getByRole('cell').first()).toHaveText(HOSTILE_NAME)
})

test('the full report reads every log, shows the funnel and the statuses, and makes a segment of the failed', async ({
  page,
}) => {
  await openBigBroadcast(page)
  await page.getByRole('button', { name: 'Full report' }).click()
  await expect(page.getByText(`Every log read: 5,200 logs from 6 pages.`)).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible()
  await expect(page.getByRole('figure', { name: /^Status funnel/ })).toBeVisible()

  const byStatus = page.getByRole('table', { name: 'Logs by status' })
  await expect(byStatus).toBeVisible()
  // The header, the five statuses and the opt-outs on a row of their own.
  await expect(byStatus.getByRole('row')).toHaveCount(7)
  await expect(page.getByRole('table', { name: 'Top failure reasons' })).toBeVisible()
  const failedRow = byStatus.getByRole('row').filter({ hasText: 'Failed' })
  await expect(failedRow).toContainText(BIG.failed.toLocaleString('en'))

  await failedRow.getByRole('link', { name: `Create a segment of the ${BIG.failed} failed recipients` }).click()
  const form = page.getByRole('dialog', { name: 'New segment' })
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Black Friday early access — failed')
  await expect(form.getByLabel('Retarget engagement')).toHaveValue('failed')
  await form.getByRole('button', { name: 'Create segment' }).click()
  await expect(form).toBeHidden()
  await expect(
    page.getByRole('table', { name: 'Segments' }).getByRole('link', { name: 'Black Friday early access — failed' }),
  ).toBeVisible()
})

test('the CSV export has every log, keeps hostile text as text and neutralises formulas; nothing is injected', async ({
  page,
}) => {
  const dialogs = countDialogs(page)
  await openBigBroadcast(page)
  const table = logsTable(page)
  await expect(table.getByRole('cell', { name: HOSTILE_NAME, exact: true })).toBeVisible()
  await expect(table.getByRole('cell', { name: HOSTILE_REPLY, exact: true })).toBeVisible()
  await expect(table.locator('script, img')).toHaveCount(0)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^broadcast-black-friday-early-access-logs-\d{4}-\d{2}-\d{2}\.csv$/)
  await expect(page.getByText('Exported 5,200 logs')).toBeVisible()

  const text = await readFile(await download.path(), 'utf8')
  expect(text.startsWith('\uFEFF'), 'a UTF-8 BOM for spreadsheets').toBe(true)
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  const [header, ...rows] = parsed.data
  expect(header).toEqual([
    'Recipient name',
    'Country',
    'Country code',
    'Phone',
    'Full number',
    'Status',
    'Reply',
    'Error',
    'Created at',
    'Updated at',
  ])
  expect(rows).toHaveLength(BIG.logs)
  expect(rows.every((row) => row.length === header?.length)).toBe(true)

  const hostile = rows.filter((row) => row[0] === HOSTILE_NAME)
  expect(hostile).toHaveLength(1)
  expect(hostile[0]?.[6]).toBe(HOSTILE_REPLY)
  // Country codes and full numbers open as text, without a stray apostrophe: the text formula ="+44".
  const countryCodes = new Set(rows.map((row) => row[2]))
  expect([...countryCodes].every((code) => /^="\+\d+"$/.test(code ?? ''))).toBe(true)
  expect(countryCodes).toContain('="+44"')
  expect(rows.every((row) => /^="\+\d+ \d+"$/.test(row[4] ?? ''))).toBe(true)
  // Only those number columns (2, 3, 4) may start with "="; no other cell can run as a formula.
  const numberColumns = [2, 3, 4]
  expect(
    rows.every((row) =>
      row.every((cell, column) =>
        numberColumns.includes(column) ? /^="[+\d ]+"$/.test(cell) : !/^[=+\-@\t\r]/.test(cell),
      ),
    ),
  ).toBe(true)
  expect(rows.filter((row) => row[5] === 'failed')).toHaveLength(BIG.failed)

  await expect(table.locator('script, img')).toHaveCount(0)
  expect(dialogs()).toBe(0)
})

test('a 429 while reading the full report is waited out, and the report completes', async ({ page }) => {
  await openBigBroadcast(page)
  await expect(page.getByText('100 logs on this page.', { exact: true })).toBeVisible()
  // The wait message shows for about a second: record it the moment it appears rather than race to see it.
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { __e2eRateLimitMessages: seen })
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent ?? ''
        if (text.includes('The API asked to slow down') && !seen.includes(text)) seen.push(text)
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  await page.evaluate(
    ([key, id]) =>
      localStorage.setItem(
        key,
        JSON.stringify([{ method: 'GET', path: `/v1/broadcasts/${id}/logs`, status: 429, retryAfter: 1, times: 1 }]),
      ),
    [FAULTS_KEY, BIG.id] as const,
  )
  await page.getByRole('button', { name: 'Full report' }).click()

  // The Retry-After second, then five pages at the walker's steady 1.5 requests a second: about 5 s by design.
  await expect(page.getByText('Every log read: 5,200 logs from 6 pages.')).toBeVisible({
    timeout: 20_000,
  })
  const messages = await page.evaluate(
    () => (window as unknown as { __e2eRateLimitMessages: string[] }).__e2eRateLimitMessages,
  )
  expect(messages.some((message) => message.includes('The API asked to slow down: going on in 1 s.'))).toBe(true)
  expect(await page.evaluate((key) => localStorage.getItem(key), FAULTS_KEY), 'the fault was used up').toBeNull()
  await expect(page.getByRole('table', { name: 'Logs by status' })).toBeVisible()
})

test('New broadcast by keyboard opens the composer, and the edit dialog works by keyboard alone, focus never on <body>', async ({
  page,
}) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/broadcasts')
  await expect(broadcastsTable(page).getByRole('link').first()).toBeVisible()
  const newBroadcast = page.getByRole('link', { name: 'New broadcast' })
  await tabTo(page, newBroadcast)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/w\/ws_1\/broadcasts\/new$/)
  await expectFocusNotOnBody(page)

  // The edit dialog: saved by keyboard, focus goes back to the Edit button.
  await page.goto(`/w/ws_1/broadcasts/${BIG.id}`)
  await expect(heading(page, BIG.name)).toBeVisible()
  const editButton = page.getByRole('button', { name: 'Edit', exact: true })
  await tabTo(page, editButton)
  await page.keyboard.press('Enter')
  const edit = page.getByRole('dialog', { name: 'Edit broadcast' })
  await expect(edit.getByLabel('Name', { exact: true })).toBeFocused()

  // Saving with no name keeps the dialog open, with the focus inside it.
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Delete')
  await tabTo(page, edit.getByRole('button', { name: 'Save changes' }))
  await page.keyboard.press('Enter')
  await expect(edit).toBeVisible()
  await expectFocusNotOnBody(page)

  await tabTo(page, edit.getByLabel('Name', { exact: true }), { backwards: true })
  await page.keyboard.type('Keyboard-only launch (kb)')
  await page.keyboard.press('Enter')
  await expect(edit).toBeHidden()
  await expect(heading(page, 'Keyboard-only launch (kb)')).toBeVisible()
  await expect(editButton).toBeFocused()
})
