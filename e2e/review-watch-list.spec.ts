import type { Route } from '@playwright/test'
import { connectLive, expect, test } from './fixtures'

// Live mode against `npm run mock-api`: real HTTP, on a clock page.clock cannot move. Its review ends two minutes
// after it started, so the test says when it ends: the answers of the real API, with this template's status as the
// test wants it (as api-as-it-lives.spec.ts patches real answers).
const TEMPLATE = { id: 'tpl_17', name: 'delivery_slot_booking' }
const LIST = `/w/ws_1/templates?searchText=${TEMPLATE.name}`

interface Row {
  id: string
  template: { status: string }
  updatedAt: string
}

test('on the templates list, a pending template turning approved is announced by name without a reload', async ({
  page,
}) => {
  let reviewEnded = false
  /** The template as the test's review has it: pending, then approved a minute after the record the API has. */
  const reviewed = (row: Row): Row =>
    reviewEnded
      ? {
          ...row,
          template: { ...row.template, status: 'APPROVED' },
          updatedAt: new Date(Date.parse(row.updatedAt) + 60_000).toISOString(),
        }
      : { ...row, template: { ...row.template, status: 'PENDING' } }
  const reads: string[] = []
  async function answer(route: Route) {
    reads.push(new URL(route.request().url()).pathname)
    const response = await route.fetch()
    const body = (await response.json()) as Row | Row[]
    const json = Array.isArray(body)
      ? body.map((row) => (row.id === TEMPLATE.id ? reviewed(row) : row))
      : reviewed(body)
    await route.fulfill({ response, json })
  }
  await page.route('**/v1/whatsapp-templates?*', answer)
  await page.route(`**/v1/whatsapp-templates/${TEMPLATE.id}`, answer)

  await page.clock.install()
  await connectLive(page, `/connect?redirect=${encodeURIComponent(LIST)}`)
  const row = page.getByRole('table', { name: 'Templates' }).getByRole('row').filter({ hasText: TEMPLATE.name })
  await expect(row.getByText('Pending review', { exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const url = page.url()
  let navigations = 0
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && (navigations += 1)))
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const readsBefore = reads.length

  // WhatsApp's review ends; the watch's first re-read is 30 s after the list showed the pending template.
  reviewEnded = true
  await page.clock.fastForward('00:31')
  const said = `“${TEMPLATE.name}” was approved by WhatsApp`
  await expect(page.locator('[aria-live]').getByText(said, { exact: true })).toBeVisible()
  await expect(row.getByText('Approved', { exact: true })).toBeVisible()
  await expect(row.getByText('Pending review', { exact: true })).toHaveCount(0)

  // Without a reload, and one read: the template's own, not the list's again.
  expect(page.url()).toBe(url)
  expect(navigations).toBe(0)
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(reads.slice(readsBefore)).toEqual([`/v1/whatsapp-templates/${TEMPLATE.id}`])
})
