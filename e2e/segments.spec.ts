import type { Page, Request } from '@playwright/test'
import { connectDemo, expect, expectAccessible, test } from './fixtures'
import { expectFocusNotOnBody, tabTo } from './keyboard-helpers'

/*
 * A time zone that is neither UTC nor a whole number of hours from it, and has no daylight saving time: a
 * schedule read as UTC, or shifted by whole hours, cannot pass by chance.
 */
test.use({ timezoneId: 'Asia/Kolkata' })

/** Six segments in the first workspace (src/mocks/seed-segments.ts), all on the first page of ten. */
const SEEDED_IN_WS_1 = 6
const BIG_BROADCAST = { id: 'bc_1', name: 'Black Friday early access' }
const VIP = { id: 'seg_1', name: 'VIP customers — EU' }

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const segmentsTable = (page: Page) => page.getByRole('table', { name: 'Segments', exact: true })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search segments by name' })
const createDialog = (page: Page) => page.getByRole('dialog', { name: 'New segment' })
/** The value shown under a label of the detail's list of fields. */
const detail = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')

const isSegmentPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/v1/segments'

async function openSegments(page: Page) {
  await connectDemo(page)
  await page.goto('/w/ws_1/segments')
  await expect(heading(page, 'Segments')).toBeVisible()
}

/** Opens the list with a create request in the URL: the dialog opens at once (and hides the page behind it). */
async function openRequested(page: Page, query: string) {
  await connectDemo(page)
  await page.goto(`/w/ws_1/segments${query}`)
  await expect(createDialog(page)).toBeVisible()
}

test('create a segment with every field, find it by search, open its detail and its links, and delete it', async ({
  page,
}) => {
  // A long journey: the list, a dialog scanned by axe, the search, two details and a delete.
  test.slow()
  await openSegments(page)
  await expect(segmentsTable(page).getByRole('row')).toHaveCount(SEEDED_IN_WS_1 + 1)

  await page.getByRole('button', { name: 'New segment' }).click()
  const dialog = createDialog(page)
  await dialog.getByLabel('Name', { exact: true }).fill('E2E VIPs who read Black Friday')
  await dialog.getByLabel('Type', { exact: true }).fill('RETARGET')
  await dialog.getByLabel('Status', { exact: true }).fill('DRAFT')
  const broadcast = dialog.getByLabel('Retarget broadcast')
  await expect(broadcast.getByRole('option', { name: BIG_BROADCAST.name })).toBeAttached()
  await broadcast.selectOption({ label: BIG_BROADCAST.name })
  await dialog.getByLabel('Retarget engagement').selectOption({ label: 'Read' })
  await dialog
    .getByRole('group', { name: 'Include segments' })
    .getByRole('checkbox', { name: VIP.name, exact: true })
    .check()
  await expectAccessible(page)

  const posting = page.waitForRequest(isSegmentPost)
  await dialog.getByRole('button', { name: 'Create segment' }).click()
  expect((await posting).postDataJSON()).toEqual({
    name: 'E2E VIPs who read Black Friday',
    type: 'RETARGET',
    status: 'DRAFT',
    segments: [{ id: VIP.id }],
    retargetBroadcast: { id: BIG_BROADCAST.id },
    retargetEngagementType: 'read',
  })
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Created “E2E VIPs who read Black Friday”')).toBeVisible()
  await expect(segmentsTable(page).getByRole('row')).toHaveCount(SEEDED_IN_WS_1 + 2)

  // The search lives in the URL and matches whatever the case.
  await searchBox(page).fill('e2e vips')
  await expect(page).toHaveURL(/[?&]searchText=e2e(\+|%20)vips(&|$)/)
  const names = segmentsTable(page).getByRole('row').getByRole('link')
  await expect(names).toHaveText(['E2E VIPs who read Black Friday'])
  await names.first().click()

  await expect(heading(page, 'E2E VIPs who read Black Friday')).toBeVisible()
  await expect(page).toHaveURL(/\/w\/ws_1\/segments\/seg_\d+$/)
  const segmentId = new URL(page.url()).pathname.split('/').pop() ?? ''
  // The codes read as words; the id folds away under Technical details.
  await expect(detail(page, 'Type')).toHaveText('Retarget')
  await expect(detail(page, 'Status')).toHaveText('Draft')
  await page.getByText('Technical details', { exact: true }).click()
  await expect(detail(page, 'Segment id')).toHaveText(segmentId)
  await expect(detail(page, 'Retarget engagement')).toHaveText('Read')
  await expect(detail(page, 'Retarget broadcast').getByRole('link', { name: BIG_BROADCAST.name })).toHaveAttribute(
    'href',
    `/w/ws_1/broadcasts/${BIG_BROADCAST.id}`,
  )
  const included = detail(page, 'Included segments').getByRole('link', { name: VIP.name })
  await expect(included).toHaveAttribute('href', `/w/ws_1/segments/${VIP.id}`)
  await expect(page.getByRole('term').getByText('Scheduled for', { exact: true })).toHaveCount(0)

  // The included segment's link opens it; Back returns to the new one.
  await included.click()
  await expect(heading(page, VIP.name)).toBeVisible()
  await page.goBack()
  await expect(heading(page, 'E2E VIPs who read Black Friday')).toBeVisible()

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete “E2E VIPs who read Black Friday”?' })
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Delete segment' }).click()
  await expect(confirm).toBeHidden()
  await expect(heading(page, 'Segments')).toBeVisible()
  await expect(page).toHaveURL(/\/w\/ws_1\/segments$/)
  await expect(page.getByText('Deleted “E2E VIPs who read Black Friday”')).toBeVisible()
  await expect(segmentsTable(page).getByRole('row')).toHaveCount(SEEDED_IN_WS_1 + 1)
  await searchBox(page).fill('e2e vips')
  await expect(page.getByText('No segment matches “e2e vips”')).toBeVisible()
})

test('a schedule picked in local time is sent in UTC and shown back in local time', async ({ page }) => {
  await openSegments(page)
  await page.getByRole('button', { name: 'New segment' }).click()
  const dialog = createDialog(page)
  await dialog.getByLabel('Name', { exact: true }).fill('E2E scheduled segment')
  const localValue = '2027-03-14T09:30'
  const schedule = dialog.getByLabel('Schedule')
  const zoneName = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  expect(['Asia/Kolkata', 'Asia/Calcutta'], 'ICU may give the zone its older name').toContain(zoneName)
  await expect(schedule).toHaveAccessibleDescription(
    `Optional. In your time zone (${zoneName}); sent to the API in UTC.`,
  )
  await schedule.fill(localValue)

  const expected = await page.evaluate((value) => new Date(value).toISOString(), localValue)
  expect(expected, 'the browser runs in a time zone 5 h 30 min ahead of UTC').toBe('2027-03-14T04:00:00.000Z')
  const posting = page.waitForRequest(isSegmentPost)
  await dialog.getByRole('button', { name: 'Create segment' }).click()
  expect((await posting).postDataJSON()).toEqual({ name: 'E2E scheduled segment', scheduleDateTime: expected })
  await expect(dialog).toBeHidden()

  // Newest first: the new segment heads the list, with its schedule in local time.
  const firstRow = segmentsTable(page).getByRole('row').nth(1)
  await expect(firstRow.getByRole('link')).toHaveText('E2E scheduled segment')
  await expect(firstRow.locator('time')).toHaveAttribute('datetime', expected)
  await expect(firstRow.locator('time')).toHaveText('14 Mar 2027, 09:30')

  await firstRow.getByRole('link').click()
  await expect(heading(page, 'E2E scheduled segment')).toBeVisible()
  const scheduled = detail(page, 'Scheduled for').locator('time')
  await expect(scheduled).toHaveText('14 Mar 2027, 09:30')
  await expect(scheduled).toHaveAttribute('datetime', expected)
  await expect(detail(page, 'Type')).toHaveText('—')
  await expect(detail(page, 'Retarget broadcast')).toHaveText('—')
})

test('the create dialog opens prefilled from the URL a broadcast report links to, and creates that segment', async ({
  page,
}) => {
  const name = 'Black Friday early access — failed'
  await openRequested(
    page,
    `?new=1&name=${encodeURIComponent(name)}&retargetBroadcast=${BIG_BROADCAST.id}&retargetEngagementType=failed`,
  )
  const dialog = createDialog(page)
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(name)
  const broadcast = dialog.getByLabel('Retarget broadcast')
  await expect(broadcast).toHaveValue(BIG_BROADCAST.id)
  await expect(broadcast.locator('option:checked')).toHaveText(BIG_BROADCAST.name)
  await expect(dialog.getByLabel('Retarget engagement')).toHaveValue('failed')
  await expect(dialog.getByLabel('Type', { exact: true })).toHaveValue('')
  await expectAccessible(page)

  const posting = page.waitForRequest(isSegmentPost)
  await dialog.getByRole('button', { name: 'Create segment' }).click()
  expect((await posting).postDataJSON()).toEqual({
    name,
    retargetBroadcast: { id: BIG_BROADCAST.id },
    retargetEngagementType: 'failed',
  })
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Created “${name}”`)).toBeVisible()
  // Nothing opened the dialog: the focus goes to the page's heading.
  await expect(heading(page, 'Segments')).toBeFocused()

  // The request leaves the URL with the dialog: a reload does not open it again.
  await expect(page).toHaveURL(/\/w\/ws_1\/segments$/)
  await expect(segmentsTable(page).getByRole('row').nth(1).getByRole('link')).toHaveText(name)
  await page.reload()
  await expect(heading(page, 'Segments')).toBeVisible()
  await expect(segmentsTable(page).getByRole('row').nth(1).getByRole('link')).toHaveText(name)
  await expect(createDialog(page)).toHaveCount(0)
})

test('a prefilled dialog closed without creating leaves the URL, and nothing is sent', async ({ page }) => {
  let posts = 0
  page.on('request', (request) => {
    if (isSegmentPost(request)) posts += 1
  })
  await openRequested(page, `?new=1&name=Not+this+one&retargetBroadcast=${BIG_BROADCAST.id}`)
  const dialog = createDialog(page)
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Not this one')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/w\/ws_1\/segments$/)
  await expect(heading(page, 'Segments')).toBeVisible()
  await expectFocusNotOnBody(page)
  await expect(segmentsTable(page).getByRole('row')).toHaveCount(SEEDED_IN_WS_1 + 1)
  expect(posts).toBe(0)
})

test('the New segment dialog and the delete confirmation work by keyboard alone, and focus never drops to <body>', async ({
  page,
}) => {
  await openSegments(page)
  await expect(segmentsTable(page).getByRole('link').first()).toBeVisible()
  const newSegment = page.getByRole('button', { name: 'New segment' })
  const dialog = createDialog(page)

  await tabTo(page, newSegment)
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(newSegment).toBeFocused()

  // Submitting without a name keeps the dialog open with the focus on the name.
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
  await tabTo(page, dialog.getByRole('button', { name: 'Create segment' }), { backwards: true })
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')

  await page.keyboard.type('Keyboard segment')
  // Space ticks an included segment (the oldest, listed last: Shift+Tab wraps round to it).
  await tabTo(page, dialog.getByRole('checkbox', { name: VIP.name, exact: true }), { backwards: true })
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('checkbox', { name: VIP.name, exact: true })).toBeChecked()
  await tabTo(page, dialog.getByRole('button', { name: 'Create segment' }))
  const posting = page.waitForRequest(isSegmentPost)
  await page.keyboard.press('Enter')
  expect((await posting).postDataJSON()).toEqual({ name: 'Keyboard segment', segments: [{ id: VIP.id }] })
  await expect(dialog).toBeHidden()
  await expect(newSegment).toBeFocused()
  const row = segmentsTable(page).getByRole('row').filter({ hasText: 'Keyboard segment' })
  await expect(row).toHaveCount(1)

  // Delete from the row by keyboard: its button is gone afterwards, so the focus goes to the heading.
  await tabTo(page, row.getByRole('button', { name: 'Delete Keyboard segment' }))
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Delete “Keyboard segment”?' })
  await tabTo(page, confirm.getByRole('button', { name: 'Delete segment' }))
  await page.keyboard.press('Enter')
  await expect(confirm).toBeHidden()
  await expect(row).toHaveCount(0)
  await expectFocusNotOnBody(page)
})
