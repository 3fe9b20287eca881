import type { Page } from '@playwright/test'
import { FINISHED_CAMPAIGN_ID, SCHEDULED_CAMPAIGN_ID, SENDING_CAMPAIGN_ID } from '../src/mocks/seed-broadcasts'
import { connectLive, expect, test } from './fixtures'

// Live mode against `npm run mock-api` (real HTTP behind the preview's /v1 proxy): its seeded campaigns carry their
// status, times and figures in their records, as the service documents them (src/mocks/seed-broadcasts.ts).

/** The URL of every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => void urls.push(request.url()))
  return urls
}

const logReads = (urls: readonly string[]) => urls.filter((url) => /\/logs/.test(url))

const broadcastsTable = (page: Page) => page.getByRole('table', { name: 'Broadcasts', exact: true })
/** The list's row of a broadcast, by the link to it. */
const rowOf = (page: Page, id: string) =>
  broadcastsTable(page)
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/w/ws_1/broadcasts/${id}"]`) })

test('the broadcasts list shows the campaigns’ status, times and figures from their records, and reads no log', async ({
  page,
}) => {
  const urls = recordRequests(page)
  const listed = page.waitForResponse(
    async (response) =>
      new URL(response.url()).pathname === '/v1/broadcasts' && (await response.text()).includes(SENDING_CAMPAIGN_ID),
  )
  await connectLive(page, '/connect?redirect=%2Fw%2Fws_1%2Fbroadcasts')
  const records = (await (await listed).json()) as { id: string; status?: string }[]
  const finished = rowOf(page, FINISHED_CAMPAIGN_ID)
  await expect(finished).toContainText('Completed')
  // Delivered, read, replied and failed: each a count and a rate of the recipients.
  await expect(finished.getByText(/^[\d,]+ \(\d+(\.\d)?%\)$/)).toHaveCount(4)
  await expect(finished).toContainText('order_confirmation · English (UK)')
  await expect(finished).toContainText(/2 segments/)
  const scheduled = rowOf(page, SCHEDULED_CAMPAIGN_ID)
  await expect(scheduled).toContainText('Scheduled')
  await expect(scheduled).toContainText(/Scheduled for \d+ \w+ \d{4}/)
  await expect(scheduled.getByRole('link', { name: /^Edit / })).toHaveAttribute(
    'href',
    `/w/ws_1/broadcasts/${SCHEDULED_CAMPAIGN_ID}/edit`,
  )
  // The mock API's sending campaign follows its clock from the process's start: a long run finds it completed.
  const sendingNow = records.find((record) => record.id === SENDING_CAMPAIGN_ID)?.status
  expect(['SENDING', 'COMPLETED']).toContain(sendingNow)
  await expect(rowOf(page, SENDING_CAMPAIGN_ID)).toContainText(sendingNow === 'SENDING' ? 'Sending' : 'Completed')

  await page.waitForLoadState('networkidle')
  expect(urls.some((url) => new URL(url).pathname === '/v1/broadcasts')).toBe(true)
  expect(logReads(urls)).toEqual([])
})

test('on a phone the list is cards: no sideways scroll, every row’s actions in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await connectLive(page, '/connect?redirect=%2Fw%2Fws_1%2Fbroadcasts')
  const finished = rowOf(page, FINISHED_CAMPAIGN_ID)
  const again = finished.getByRole('link', { name: /again to people it failed for$/ })
  await again.scrollIntoViewIfNeeded()
  const box = await again.boundingBox()
  expect(box && box.x + box.width).toBeLessThanOrEqual(390)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('comparing two campaigns with figures takes them from their records: no request to /logs', async ({ page }) => {
  const urls = recordRequests(page)
  await connectLive(
    page,
    `/connect?redirect=${encodeURIComponent(`/w/ws_1/broadcasts/compare?ids=${FINISHED_CAMPAIGN_ID},${SENDING_CAMPAIGN_ID}`)}`,
  )
  const table = page.getByRole('table', { name: 'Broadcasts side by side' })
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table.getByText('From the broadcast record')).toHaveCount(2)
  // Only the logs give the time to read; the failure reasons and countries, from the logs too, are left out.
  await expect(table.getByText('Not in the record')).toHaveCount(2)
  await expect(page.getByRole('table', { name: 'Failure reasons and countries' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveCount(0)

  await page.waitForLoadState('networkidle')
  expect(logReads(urls)).toEqual([])
})
