import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import Papa from 'papaparse'
import { connectDemo, expect, test } from './fixtures'

/** The seed's "Cyber Monday preview" (src/mocks/seed-broadcasts.ts): 5,000 logs. */
const BROADCAST = { id: 'bc_11', logs: '5,000' }

const logRows = (page: Page) =>
  page.getByRole('table', { name: 'Broadcast logs', exact: true }).locator('tbody tr[aria-rowindex]')

/** '+44 7700900123' as a person there types it: the trunk 0, then the number in two groups. */
const national = (phone: string) => {
  const digits = phone.replace(/^\+\d+ /, '')
  return `0${digits.slice(0, 4)} ${digits.slice(4)}`
}

/** A customer of page 4 (of 1,000 logs each), from the UK or Germany, whose numbers have a trunk 0 at home. */
async function customerOnPage4(page: Page) {
  await page.goto(`/w/ws_1/broadcasts/${BROADCAST.id}?limit=1000&page=4`)
  // The demo makes the broadcast's 5,000 logs on this first read.
  await expect(logRows(page).first()).toBeVisible({ timeout: 15_000 })
  for (const row of await logRows(page).all()) {
    const [name, phone] = await Promise.all(
      [0, 1].map(async (i) => (await row.getByRole('cell').nth(i).innerText()).trim()),
    )
    if (name && phone && /^\+(44|49) /.test(phone)) return { name, phone }
  }
  throw new Error('no customer from the UK or Germany among the first rows of page 4')
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a link searching a number typed the local way finds the customer on page 4, in view at ${viewport.width} px`, async ({
    page,
  }) => {
    test.slow()
    await connectDemo(page)
    // Picked from the table at desktop width (on phones a cell shows its column's name too).
    const customer = await customerOnPage4(page)
    await page.setViewportSize(viewport)

    // The shared link, loaded afresh: nothing read yet.
    await page.goto(`/w/ws_1/broadcasts/${BROADCAST.id}?q=${encodeURIComponent(national(customer.phone))}`)
    await expect(page.getByText(new RegExp(`^\\d+ of ${BROADCAST.logs} logs match\\.$`))).toBeVisible({
      timeout: 15_000,
    })
    const match = logRows(page).filter({ hasText: customer.phone }).first()
    await expect(match).toContainText(customer.name)
    await expect(match).toBeInViewport({ ratio: 1 })
  })
}

test('with Failed chosen, Export CSV writes exactly the failed logs and says so in its first line', async ({
  page,
}) => {
  test.slow()
  await connectDemo(page)
  await page.goto(`/w/ws_1/broadcasts/${BROADCAST.id}?status=failed`)
  const summary = page.getByText(new RegExp(`^[\\d,]+ of ${BROADCAST.logs} logs match\\.$`))
  await expect(summary).toBeVisible({ timeout: 15_000 })
  const failed = Number((await summary.innerText()).split(' ')[0]?.replace(/,/g, ''))

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV', exact: true }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^broadcast-cyber-monday-preview-logs-failed-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await readFile(await download.path(), 'utf8')
  const [filters, header, ...rows] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
  expect(filters?.[0]).toBe('# Filters: status Failed')
  expect(header?.[5]).toBe('Status')
  expect(rows).toHaveLength(failed)
  expect(rows.every((row) => row[5] === 'failed')).toBe(true)
  await expect(page.getByRole('button', { name: 'Export all' })).toBeVisible()
})
