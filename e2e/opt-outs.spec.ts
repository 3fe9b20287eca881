import type { Page } from '@playwright/test'
import { isOptOutReply } from '../src/domain/opt-out-reply'
import { FINISHED_CAMPAIGN_ID, FINISHED_CAMPAIGN_OPT_OUTS } from '../src/mocks/seed-broadcasts'
import { connectDemo, DEMO_KEY, expect, expectAccessible, test } from './fixtures'

// The seed's finished campaign (src/mocks/seed-broadcasts.ts): 300 logs, its replies STOP, "Stop marketing", Baja,
// PARAR, unsubscribe… among thanks and "don't stop".
const FINISHED = { id: FINISHED_CAMPAIGN_ID, name: 'Loyalty week — order confirmations', logs: 300 }
const DETAIL = `/w/ws_1/broadcasts/${FINISHED.id}`

const report = (page: Page) => page.getByRole('region', { name: 'Report' })
const nowAt = (page: Page) => report(page).getByRole('table', { name: /^Where each message is now/ })
/** The table's row whose status link is `label` (the link names what it shows: "Show the 9 logs now at opted out"). */
const rowOf = (page: Page, label: string) =>
  nowAt(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^Show the [\\d,]+ logs now at ${label}$`, 'i') }) })
/** A figure of the report beside the funnel: its term, its count, and what it links to. */
const figure = (page: Page, term: string) =>
  report(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
const count = (n: number) => n.toLocaleString('en')

/** The campaign's logs as the demo API gives them, counted the way the report should: replied, and opted out. */
async function repliesOf(page: Page) {
  const logs = await page.evaluate(
    async ({ id, key }) => {
      const response = await fetch(`/v1/broadcasts/${id}/logs?page=1&limit=1000`, { headers: { 'x-api-key': key } })
      return (await response.json()) as { status: string; reply?: string | null }[]
    },
    { id: FINISHED.id, key: DEMO_KEY },
  )
  expect(logs).toHaveLength(FINISHED.logs)
  const replied = logs.filter((log) => log.status === 'replied')
  return { replied: replied.length, optedOut: replied.filter((log) => isOptOutReply(log.reply)).length }
}

async function readReport(page: Page) {
  await connectDemo(page)
  await page.goto(DETAIL)
  await report(page).getByRole('button', { name: 'Full report' }).click()
  await expect(report(page).getByText(new RegExp(`^Every log read: ${FINISHED.logs} logs`))).toBeVisible()
}

test('the report counts the opt-outs apart, in every language, and Replied leaves them out', async ({ page }) => {
  await readReport(page)
  const { replied, optedOut } = await repliesOf(page)
  expect(optedOut).toBe(FINISHED_CAMPAIGN_OPT_OUTS)
  const share = `${Math.round((optedOut / FINISHED.logs) * 1000) / 10}%`

  await expect(figure(page, 'Opted out')).toContainText(`${count(optedOut)} (${share})`)
  await expect(figure(page, 'Replies, not opting out').locator('dd')).toHaveText(count(replied - optedOut))
  const funnel = report(page).getByRole('figure', { name: /^Status funnel/ })
  await expect(funnel.getByRole('listitem').filter({ hasText: 'Replied, not opting out' })).toContainText(
    `${count(replied - optedOut)} (`,
  )
  await expect(rowOf(page, 'Replied, not opting out')).toContainText(count(replied - optedOut))
  await expect(rowOf(page, 'Opted out')).toContainText(count(optedOut))

  // One meaning per label: the funnel counts who got at least so far, the table where each message is now.
  await expect(funnel.getByText('Delivered or further', { exact: true })).toBeVisible()
  await expect(nowAt(page).getByRole('link', { name: 'Delivered or further' })).toHaveCount(0)
  await expect(nowAt(page).getByRole('columnheader', { name: 'Now at' })).toBeVisible()

  // Each figure lists the logs behind it: the opt-outs alone, or a status without them.
  await expect(rowOf(page, 'Replied, not opting out').getByRole('link').first()).toHaveAttribute(
    'href',
    /[?&]status=replied&optOut=without#logs-heading$|[?&]optOut=without&status=replied#logs-heading$/,
  )
  await figure(page, 'Opted out')
    .getByRole('link', { name: `Show the ${count(optedOut)} logs that opted out` })
    .click()
  await expect(page).toHaveURL(/[?&]optOut=only(&|#|$)/)
  await expect(page).not.toHaveURL(/[?&]status=/)
})

test('a segment of the people who replied does not go out with the opt-outs unless the user says so', async ({
  page,
}) => {
  const posts: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/segments')
      posts.push(request.postDataJSON())
  })
  await readReport(page)
  const { replied, optedOut } = await repliesOf(page)
  await rowOf(page, 'Replied, not opting out')
    .getByRole('link', {
      name: `Create a segment of the ${count(replied)} replied recipients, ${count(optedOut)} of whom opted out`,
    })
    .click()

  const form = page.getByRole('dialog', { name: 'New segment' })
  await expect(form.getByLabel('Retarget engagement')).toHaveValue('replied')
  // Counted from the logs the report read: no second read.
  await expect(
    form.getByText(`${count(optedOut)} people who replied to “${FINISHED.name}” asked for no more messages`),
  ).toBeVisible()
  const include = form.getByRole('checkbox', { name: `Include the ${count(optedOut)} who opted out` })
  await expect(include).not.toBeChecked()
  await expect(form.getByRole('link', { name: 'Show the replies without opt-outs' })).toHaveAttribute(
    'href',
    `${DETAIL}?status=replied&optOut=without#logs-heading`,
  )

  await form.getByRole('button', { name: 'Create segment' }).click()
  await expect(include).toBeFocused()
  await expect(include).toHaveAccessibleDescription(
    `Tick this to include the ${count(optedOut)} who opted out, or show the replies without opt-outs instead.`,
  )
  await expect(form).toBeVisible()
  expect(posts).toEqual([])
  await expectAccessible(page)

  await include.check()
  await form.getByRole('button', { name: 'Create segment' }).click()
  await expect(form).toBeHidden()
  expect(posts).toEqual([
    {
      name: `${FINISHED.name} — replied`,
      retargetBroadcast: { id: FINISHED.id },
      retargetEngagementType: 'replied',
    },
  ])
})

test('the way out offered instead lists the replies without the opt-outs', async ({ page }) => {
  await readReport(page)
  await rowOf(page, 'Replied, not opting out')
    .getByRole('link', { name: /^Create a segment of the/ })
    .click()
  const form = page.getByRole('dialog', { name: 'New segment' })
  await form.getByRole('link', { name: 'Show the replies without opt-outs' }).click()
  await expect(form).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${DETAIL}\\?status=replied&optOut=without`))
  await expect(page.getByRole('heading', { level: 1, name: FINISHED.name })).toBeVisible()
})
