import type { Locator, Page, Request } from '@playwright/test'
import { connectDemo, expect, expectAccessible, test } from './fixtures'
import { expectFocusNotOnBody, tabTo } from './keyboard-helpers'

const FAULTS_KEY = 'inbox-console:demo-faults'
/** The seed's webhooks (src/mocks/seed-webhooks.ts), newest first as the list shows them. */
const SEEDED = [
  'Analytics warehouse (all outgoing)',
  'Helpdesk — incoming messages',
  'CRM contact sync',
  'Legacy Telegram bot',
  'Delivery status to BI',
] as const
const CRM = { id: 'wh_1', name: 'CRM contact sync' }
const LEGACY = { id: 'wh_4', name: 'Legacy Telegram bot' }

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const webhooksTable = (page: Page) => page.getByRole('table', { name: 'Webhooks', exact: true })
/** A row by the webhook's name (the primary column, so the row's name starts with it). */
const webhookRow = (page: Page, name: string) =>
  webhooksTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
const activeSwitch = (page: Page, name: string) => page.getByRole('switch', { name: `Active: ${name}`, exact: true })
const createDialog = (page: Page) => page.getByRole('dialog', { name: 'New webhook' })
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit webhook' })
const group = (dialog: Locator, name: string) => dialog.getByRole('group', { name, exact: true })

const isWebhookPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/v1/webhooks'
const isWebhookPut = (id: string) => (request: Request) =>
  request.method() === 'PUT' && new URL(request.url()).pathname === `/v1/webhooks/${id}`

async function openWebhooks(page: Page) {
  await connectDemo(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click()
  await expect(heading(page, 'Webhooks')).toBeVisible()
  await expect(webhookRow(page, CRM.name)).toBeVisible()
}

/** The API cannot search webhooks: a user pages through them until the name shows up. Returns the page it was on. */
async function findByPaging(page: Page, name: string): Promise<number> {
  const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' })
  for (let pageNumber = 1; ; pageNumber += 1) {
    // The page number shows at once; the rows are that page's once the table is no longer busy.
    await expect(page.getByText(`Page ${pageNumber}`, { exact: true })).toBeVisible()
    await expect(webhooksTable(page)).toHaveAttribute('aria-busy', 'false')
    if ((await webhookRow(page, name).count()) > 0) return pageNumber
    expect(await next.getAttribute('aria-disabled'), `“${name}” is on no page`).toBeNull()
    await next.click()
  }
}

test('create a webhook, find it by paging, open it, and delete it', async ({ page }) => {
  // A long journey: a dialog scanned by axe, three pages of the list, the dialog again and a delete.
  test.slow()
  await openWebhooks(page)
  await page.getByRole('button', { name: 'New webhook' }).click()
  const dialog = createDialog(page)
  await dialog.getByLabel('Name', { exact: true }).fill('E2E order desk')
  await dialog.getByRole('textbox', { name: 'Server URL' }).fill('https://orders.example/hooks/inbox')
  await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked()
  await group(dialog, 'WhatsApp').getByRole('checkbox', { name: 'Select all WhatsApp' }).check()
  await group(dialog, 'Contacts').getByRole('checkbox', { name: 'Contact created' }).check()
  await expect(group(dialog, 'Contacts').getByRole('checkbox', { name: 'Select all Contacts' })).toBeChecked({
    indeterminate: true,
  })
  await expectAccessible(page)

  const posting = page.waitForRequest(isWebhookPost)
  await dialog.getByRole('button', { name: 'Create webhook' }).click()
  expect((await posting).postDataJSON()).toEqual({
    name: 'E2E order desk',
    serverUrl: 'https://orders.example/hooks/inbox',
    active: true,
    events: ['incoming_whatsapp_message', 'outgoing_whatsapp_message', 'contact_created'],
  })
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Created “E2E order desk”')).toBeVisible()

  // Two to a page (the page size is in the URL), the new one is found by paging, as is the oldest.
  await page.goto('/webhooks?limit=2')
  await expect(heading(page, 'Webhooks')).toBeVisible()
  expect(await findByPaging(page, 'E2E order desk')).toBe(1)
  expect(await findByPaging(page, LEGACY.name)).toBe(3)
  // The last page: the oldest two, the legacy bot and the webhook with a newer event kind.
  await expect(webhooksTable(page).getByRole('row')).toHaveCount(3)
  await page.getByRole('button', { name: 'Previous' }).click()
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page.getByText('Page 1', { exact: true })).toBeVisible()
  const row = webhookRow(page, 'E2E order desk')
  await expect(row.getByRole('cell', { name: 'https://orders.example/hooks/inbox' })).toBeVisible()
  await expect(row.getByRole('cell', { name: '3 events' })).toBeVisible()
  await expect(activeSwitch(page, 'E2E order desk')).toBeChecked()

  // Open it: the edit dialog holds what was created.
  const edit = row.getByRole('button', { name: 'Edit E2E order desk' })
  await edit.click()
  const opened = editDialog(page)
  await expect(opened.getByLabel('Name', { exact: true })).toHaveValue('E2E order desk')
  await expect(opened.getByRole('textbox', { name: 'Server URL' })).toHaveValue('https://orders.example/hooks/inbox')
  await expect(opened.getByRole('switch', { name: 'Active' })).toBeChecked()
  await expect(group(opened, 'WhatsApp').getByRole('checkbox', { name: 'Select all WhatsApp' })).toBeChecked()
  await expect(group(opened, 'Contacts').getByRole('checkbox', { name: 'Contact created' })).toBeChecked()
  await expect(group(opened, 'Contacts').getByRole('checkbox', { name: 'Tag added' })).not.toBeChecked()
  await expect(opened.getByRole('checkbox', { checked: true })).toHaveCount(4)
  await opened.getByRole('button', { name: 'Cancel' }).click()
  await expect(opened).toBeHidden()
  await expect(edit).toBeFocused()

  await row.getByRole('button', { name: 'Delete E2E order desk' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete “E2E order desk”?' })
  await expect(confirm).toContainText('Its address is sent no more events.')
  await confirm.getByRole('button', { name: 'Delete webhook' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Deleted “E2E order desk”')).toBeVisible()
  await expect(row).toHaveCount(0)
  await expectFocusNotOnBody(page)
  // The first page of two holds the seed's newest two again.
  await expect(webhooksTable(page).getByRole('row')).toHaveCount(3)
  await expect(webhookRow(page, SEEDED[0])).toBeVisible()
  await expect(webhookRow(page, SEEDED[1])).toBeVisible()
})

test('editing the events: select all of a group, untick one, save; the list and the dialog show the change', async ({
  page,
}) => {
  await openWebhooks(page)
  await expect(webhookRow(page, CRM.name).getByRole('cell', { name: '3 events' })).toBeVisible()
  await page.getByRole('button', { name: `Edit ${CRM.name}` }).click()
  const dialog = editDialog(page)
  await expect(group(dialog, 'Contacts').getByRole('checkbox', { name: 'Select all Contacts' })).toBeChecked()

  await group(dialog, 'Website').getByRole('checkbox', { name: 'Select all Website' }).check()
  await expect(group(dialog, 'Website').getByRole('checkbox', { name: 'Incoming' })).toBeChecked()
  await expect(group(dialog, 'Website').getByRole('checkbox', { name: 'Outgoing' })).toBeChecked()
  await group(dialog, 'Contacts').getByRole('checkbox', { name: 'Tag removed' }).uncheck()
  await expect(group(dialog, 'Contacts').getByRole('checkbox', { name: 'Select all Contacts' })).toBeChecked({
    indeterminate: true,
  })
  await expectAccessible(page)

  const putting = page.waitForRequest(isWebhookPut(CRM.id))
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  // The whole record as it was read, with the form's values over it: nothing the dashboard does not know is lost.
  expect((await putting).postDataJSON()).toEqual({
    id: CRM.id,
    name: CRM.name,
    serverUrl: 'https://crm.northwind-retail.example/hooks/inbox',
    active: true,
    events: ['incoming_website_message', 'outgoing_website_message', 'contact_created', 'contact_tag_added'],
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  })
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Saved “${CRM.name}”`)).toBeVisible()
  await expect(webhookRow(page, CRM.name).getByRole('cell', { name: '4 events' })).toBeVisible()
  await expect(page.getByRole('button', { name: `Edit ${CRM.name}` })).toBeFocused()

  // Saved on the server: after a reload the dialog starts from the new events.
  await page.reload()
  await page.getByRole('button', { name: `Edit ${CRM.name}` }).click()
  await expect(group(dialog, 'Website').getByRole('checkbox', { name: 'Select all Website' })).toBeChecked()
  await expect(group(dialog, 'Contacts').getByRole('checkbox', { name: 'Tag removed' })).not.toBeChecked()
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(5)
})

test('the active switch flips at once with a PUT of the whole webhook, and stays flipped after a reload', async ({
  page,
}) => {
  await openWebhooks(page)
  const toggle = activeSwitch(page, LEGACY.name)
  await expect(toggle).not.toBeChecked()

  const putting = page.waitForRequest(isWebhookPut(LEGACY.id))
  await toggle.click()
  await expect(toggle).toBeChecked()
  expect((await putting).postDataJSON()).toEqual({
    id: LEGACY.id,
    name: LEGACY.name,
    serverUrl: 'https://old-bot.northwind-retail.example/telegram',
    active: true,
    events: ['incoming_telegram_message', 'outgoing_telegram_message'],
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  })
  await expect(page.getByText(`Activated “${LEGACY.name}”`)).toBeVisible()
  await expect(toggle).toBeFocused()

  await page.reload()
  await expect(webhookRow(page, LEGACY.name)).toBeVisible()
  await expect(toggle).toBeChecked()
})

test('a refused toggle flips the switch back and shows the server’s message', async ({ page }) => {
  await openWebhooks(page)
  const toggle = activeSwitch(page, CRM.name)
  await expect(toggle).toBeChecked()
  // Every state the switch shows, recorded as it changes: the flip and the flip back may be quick.
  await toggle.evaluate((element) => {
    const states: string[] = []
    Object.assign(window, { __e2eSwitchStates: states })
    new MutationObserver(() => states.push(element.getAttribute('aria-checked') ?? '')).observe(element, {
      attributes: true,
      attributeFilter: ['aria-checked'],
    })
  })
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify([
          {
            method: 'PUT',
            path: '/v1/webhooks/*',
            status: 500,
            delayMs: 300,
            body: { error: 'Webhook store is read-only today' },
          },
        ]),
      ),
    FAULTS_KEY,
  )

  const putting = page.waitForRequest(isWebhookPut(CRM.id))
  await toggle.click()
  expect((await putting).postDataJSON()).toMatchObject({ name: CRM.name, active: false })

  await expect(page.getByText('Webhook store is read-only today')).toBeVisible()
  await expect(toggle).toBeChecked()
  expect(
    await page.evaluate(() => (window as unknown as { __e2eSwitchStates: string[] }).__e2eSwitchStates),
    'flipped at once, then back',
  ).toEqual(['false', 'true'])
  await expect(webhookRow(page, CRM.name).getByRole('status')).toHaveText('')
  await expect(toggle).toBeFocused()
  expect(await page.evaluate((key) => localStorage.getItem(key), FAULTS_KEY), 'the fault was used up').toBeNull()

  // Nothing changed on the server.
  await page.reload()
  await expect(webhookRow(page, CRM.name)).toBeVisible()
  await expect(toggle).toBeChecked()
})

test('a javascript: server URL is refused with a clear message and nothing is sent; http:// only warns', async ({
  page,
}) => {
  let posts = 0
  page.on('request', (request) => {
    if (isWebhookPost(request)) posts += 1
  })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await openWebhooks(page)
  await page.getByRole('button', { name: 'New webhook' }).click()
  const dialog = createDialog(page)
  const serverUrl = dialog.getByRole('textbox', { name: 'Server URL' })
  await dialog.getByLabel('Name', { exact: true }).fill('Sneaky')
  await serverUrl.fill('javascript:alert(1)')
  await group(dialog, 'Contacts').getByRole('checkbox', { name: 'Select all Contacts' }).check()
  await dialog.getByRole('button', { name: 'Create webhook' }).click()

  await expect(serverUrl).toHaveAttribute('aria-invalid', 'true')
  await expect(serverUrl).toHaveAccessibleDescription(/Enter a full http\(s\) address/)
  await expect(serverUrl).toBeFocused()
  await expect(dialog).toBeVisible()
  await expectAccessible(page)

  // Relative and ftp addresses are refused the same way.
  for (const refused of ['/hooks/inbox', 'ftp://files.example/hook']) {
    await serverUrl.fill(refused)
    await dialog.getByRole('button', { name: 'Create webhook' }).click()
    await expect(serverUrl).toHaveAccessibleDescription(/Enter a full http\(s\) address/)
    await expect(dialog).toBeVisible()
  }
  expect(posts, 'POST /v1/webhooks requests').toBe(0)

  // http:// is allowed, with a warning that does not block.
  await serverUrl.fill('http://staging.example/hook')
  await expect(serverUrl).toHaveAccessibleDescription(/Deliveries to http:\/\/ are not encrypted/)
  const posting = page.waitForRequest(isWebhookPost)
  await dialog.getByRole('button', { name: 'Create webhook' }).click()
  expect((await posting).postDataJSON()).toMatchObject({ name: 'Sneaky', serverUrl: 'http://staging.example/hook' })
  await expect(dialog).toBeHidden()
  await expect(webhookRow(page, 'Sneaky')).toBeVisible()
  expect(posts).toBe(1)
  expect(dialogs, 'no script ran').toEqual([])
})

test('a webhook needs at least one event, said at the group', async ({ page }) => {
  let posts = 0
  page.on('request', (request) => {
    if (isWebhookPost(request)) posts += 1
  })
  await openWebhooks(page)
  await page.getByRole('button', { name: 'New webhook' }).click()
  const dialog = createDialog(page)
  await dialog.getByLabel('Name', { exact: true }).fill('No events')
  await dialog.getByRole('textbox', { name: 'Server URL' }).fill('https://x.example/hook')
  await dialog.getByRole('button', { name: 'Create webhook' }).click()
  await expect(group(dialog, 'Events')).toHaveAccessibleDescription(/Choose at least one event/)
  await expect(dialog).toBeVisible()
  expect(posts).toBe(0)
})

test('the New webhook dialog works by keyboard alone, and focus never drops to <body>', async ({ page }) => {
  await openWebhooks(page)
  const newWebhook = page.getByRole('button', { name: 'New webhook' })
  const dialog = createDialog(page)

  await tabTo(page, newWebhook)
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(newWebhook).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.type('Keyboard hook')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('textbox', { name: 'Server URL' })).toBeFocused()
  await page.keyboard.type('https://kb.example/hook')
  // Space toggles the Active switch and the checkboxes.
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('switch', { name: 'Active' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('switch', { name: 'Active' })).not.toBeChecked()
  await tabTo(page, group(dialog, 'Telegram').getByRole('checkbox', { name: 'Select all Telegram' }))
  await page.keyboard.press('Space')
  await tabTo(page, group(dialog, 'Telegram').getByRole('checkbox', { name: 'Outgoing' }))
  await page.keyboard.press('Space')
  await expect(group(dialog, 'Telegram').getByRole('checkbox', { name: 'Incoming' })).toBeChecked()
  await expect(group(dialog, 'Telegram').getByRole('checkbox', { name: 'Outgoing' })).not.toBeChecked()

  const posting = page.waitForRequest(isWebhookPost)
  await tabTo(page, dialog.getByRole('button', { name: 'Create webhook' }))
  await page.keyboard.press('Enter')
  expect((await posting).postDataJSON()).toEqual({
    name: 'Keyboard hook',
    serverUrl: 'https://kb.example/hook',
    active: false,
    events: ['incoming_telegram_message'],
  })
  await expect(dialog).toBeHidden()
  await expect(newWebhook).toBeFocused()

  // Its row's switch, by keyboard: Space flips it, and the focus stays on it.
  const toggle = activeSwitch(page, 'Keyboard hook')
  await expect(toggle).not.toBeChecked()
  await tabTo(page, toggle)
  await page.keyboard.press('Space')
  await expect(toggle).toBeChecked()
  await expect(page.getByText('Activated “Keyboard hook”')).toBeVisible()
  await expect(toggle).toBeFocused()

  // Deleted from its row by keyboard: the row's button is gone afterwards, and the focus is not lost.
  await tabTo(page, page.getByRole('button', { name: 'Delete Keyboard hook' }))
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Delete “Keyboard hook”?' })
  await tabTo(page, confirm.getByRole('button', { name: 'Delete webhook' }))
  await page.keyboard.press('Enter')
  await expect(confirm).toBeHidden()
  await expect(webhookRow(page, 'Keyboard hook')).toHaveCount(0)
  await expectFocusNotOnBody(page)
})
