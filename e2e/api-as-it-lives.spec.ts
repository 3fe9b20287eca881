import type { Page, Route } from '@playwright/test'
import { connectLive, expect, test } from './fixtures'

// Live mode against `npm run mock-api` (real HTTP behind the preview's /v1 proxy). Its seed carries what the spec
// does not list yet: template statuses, component and button kinds, webhook event kinds (src/mocks/seed-*.ts).

const NEWER_WEBHOOK = { id: 'wh_5', name: 'Delivery status to BI', newerEvent: 'message_status_updated' }

const webhooksTable = (page: Page) => page.getByRole('table', { name: 'Webhooks', exact: true })
const webhookRow = (page: Page, name: string) =>
  webhooksTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })

/** The API's real answer to a list, with one item of the wrong shape put in at `index`. */
async function withMalformedRow(route: Route, malformed: unknown, index: number) {
  const response = await route.fetch()
  const rows = (await response.json()) as unknown[]
  rows.splice(index, 0, malformed)
  await route.fulfill({ response, json: rows })
}

/** The bodies of the PUTs the page sends to one webhook. */
function recordPuts(page: Page, webhookId: string): unknown[] {
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === `/v1/webhooks/${webhookId}`)
      bodies.push(request.postDataJSON())
  })
  return bodies
}

test('webhooks: one malformed row is one row that says so, and every other webhook is listed', async ({ page }) => {
  await page.route('**/v1/webhooks?*', (route) => withMalformedRow(route, { id: 'wh_bad', name: 42, events: 'all' }, 1))
  await connectLive(page, '/connect?redirect=%2Fwebhooks%3Flimit%3D50')
  await expect(webhookRow(page, NEWER_WEBHOOK.name)).toBeVisible()
  const rows = webhooksTable(page).getByRole('row')
  // The header, the seed's five and the malformed one.
  await expect(rows).toHaveCount(7)
  await expect(rows.nth(2)).toContainText(
    'Row 2 could not be read: name: Invalid input: expected string, received number',
  )
  await expect(page.getByRole('switch', { name: 'Active: CRM contact sync' })).toBeEnabled()
})

test('webhooks: a webhook with an event kind newer than the spec is listed, shown in its form, and keeps the kind when saved', async ({
  page,
}) => {
  const puts = recordPuts(page, NEWER_WEBHOOK.id)
  await connectLive(page, '/connect?redirect=%2Fwebhooks%3Flimit%3D50')
  const row = webhookRow(page, NEWER_WEBHOOK.name)
  await expect(row.getByRole('cell', { name: '2 events' })).toBeVisible()

  await row.getByRole('button', { name: `Edit ${NEWER_WEBHOOK.name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit webhook' })
  const note = dialog.getByRole('region', { name: /does not know yet/ })
  await expect(note.getByRole('listitem')).toHaveText([NEWER_WEBHOOK.newerEvent])
  await dialog
    .getByRole('group', { name: 'Contacts', exact: true })
    .getByRole('checkbox', { name: 'Contact created' })
    .check()
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toBeHidden()
  expect(puts).toHaveLength(1)
  expect(puts[0]).toMatchObject({
    events: expect.arrayContaining(['outgoing_whatsapp_message', NEWER_WEBHOOK.newerEvent, 'contact_created']),
  })
  await expect(row.getByRole('cell', { name: '3 events' })).toBeVisible()

  // Switching it off and on again sends the whole record back each time, the newer kind included.
  const active = page.getByRole('switch', { name: `Active: ${NEWER_WEBHOOK.name}` })
  await active.click()
  await expect(active).not.toBeChecked()
  await expect(page.getByText(`Deactivated “${NEWER_WEBHOOK.name}”`, { exact: true })).toBeVisible()
  await active.click()
  await expect(active).toBeChecked()
  await expect(page.getByText(`Activated “${NEWER_WEBHOOK.name}”`, { exact: true })).toBeVisible()
  expect(puts).toHaveLength(3)
  for (const body of puts.slice(1))
    expect(body).toMatchObject({ events: expect.arrayContaining([NEWER_WEBHOOK.newerEvent]) })

  // Put back as the seed had it, for the other tests sharing the mock API.
  await row.getByRole('button', { name: `Edit ${NEWER_WEBHOOK.name}` }).click()
  await dialog
    .getByRole('group', { name: 'Contacts', exact: true })
    .getByRole('checkbox', { name: 'Contact created' })
    .uncheck()
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toBeHidden()
  await expect(row.getByRole('cell', { name: '2 events' })).toBeVisible()
})

test('a limited-time-offer template with a text-less copy-code button is listed and its detail opens', async ({
  page,
}) => {
  // The seed's US offer (src/mocks/seed-templates-other.ts): its copy-code button carries only its example code.
  const name = 'cyber_week_expiring_offer'
  await connectLive(page, '/connect?redirect=%2Fw%2Fws_2%2Ftemplates')
  const link = page.getByRole('link', { name, exact: true })
  await expect(link).toBeVisible()
  // Listed as itself, not as a row that could not be read, and the list's note counts none.
  await expect(page.getByText(/could not be read/)).toHaveCount(0)
  await link.click()

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Limited-time offer component' })).toBeVisible()
  await expect(page.getByText('(Copy code button, example SALE25)')).toBeVisible()
  const preview = page.getByRole('figure', { name: 'Message preview' })
  await expect(preview).toContainText('Expiring offer!')
  await expect(preview.getByRole('list', { name: 'Buttons' }).getByRole('listitem')).toHaveText([
    'Copy code (SALE25)',
    'Shop Cyber Week',
  ])
})
