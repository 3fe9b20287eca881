import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectFocusIn, expectFocusNotOnBody, tabTo } from './keyboard-helpers'

/*
 * One journey by keyboard alone: connect, build and submit a template, then create a webhook, switch it off and
 * delete it. Only page.keyboard acts on the page (Tab, Shift+Tab, Enter, Space, typing): no click, no fill. After
 * every step the focus is somewhere sensible, never on <body>. (e2e/keyboard.spec.ts covers moving between
 * screens, the pager and reordering the builder's buttons; this is the end-to-end run.)
 */

const TEMPLATE = {
  name: 'keyboard_flow_pickup',
  body: 'Hello {{1}}, your order is ready to collect at the store until 6 pm today.',
  example: 'Ana',
}
const WEBHOOK = { name: 'Keyboard flow hook', url: 'https://hooks.example/keyboard-flow' }
/** The builder's create is held back this long, so the check of the focus while it is pending is not a race. */
const SLOW_CREATE_MS = 1_500

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

async function press(page: Page, key: string) {
  await page.keyboard.press(key)
}

test('connect, build a template, then create, switch off and delete a webhook, by keyboard alone', async ({ page }) => {
  test.slow()

  // Connect: the demo's key is filled in, so Enter on the button is enough.
  await page.goto('/connect')
  await tabTo(page, page.getByRole('button', { name: 'Enter the demo' }))
  await press(page, 'Enter')
  await expect(heading(page, 'Northwind Retail — EU')).toBeFocused()

  // To the builder through the main navigation and the list's "New template".
  await tabTo(page, mainNav(page).getByRole('link', { name: 'Templates' }), { backwards: true })
  await press(page, 'Enter')
  await expect(heading(page, 'WhatsApp templates')).toBeFocused()
  await tabTo(page, page.getByRole('link', { name: 'New template' }))
  await press(page, 'Enter')
  await expect(heading(page, 'New WhatsApp template')).toBeFocused()

  // Fill the builder: name, category by arrow key, body with a variable, its example.
  await tabTo(page, page.getByLabel('Name', { exact: true }))
  await page.keyboard.type(TEMPLATE.name)
  await expect(page.getByText('This name is free in this workspace.')).toBeVisible()
  const category = page.getByLabel('Category', { exact: true })
  await tabTo(page, category)
  await expect(category).toHaveValue('UTILITY')
  await press(page, 'ArrowDown')
  await expect(category).toHaveValue('MARKETING')
  await press(page, 'ArrowUp')
  await expect(category).toHaveValue('UTILITY')
  await tabTo(page, page.getByLabel('Body text'))
  await page.keyboard.type(TEMPLATE.body)
  await tabTo(page, page.getByLabel('Example for {{1}}'))
  await page.keyboard.type(TEMPLATE.example)
  await expect(page.getByRole('region', { name: 'Checks' })).toContainText('Ready to submit')

  // Submit. While the create is on its way, the focus stays put; then it lands on the new template's heading.
  await page.evaluate(
    ({ delayMs }) =>
      localStorage.setItem(
        'inbox-console:demo-faults',
        JSON.stringify([{ method: 'POST', path: '/v1/whatsapp-template', delayMs }]),
      ),
    { delayMs: SLOW_CREATE_MS },
  )
  await tabTo(page, page.getByRole('button', { name: 'Submit for review' }))
  const creating = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/whatsapp-template',
  )
  await press(page, 'Enter')
  await creating
  await expect(page.getByRole('button', { name: 'Submitting…' })).toBeVisible()
  await expectFocusNotOnBody(page)
  await expect(heading(page, TEMPLATE.name)).toBeFocused()
  await expect(page.getByText(`“${TEMPLATE.name}” submitted for review`)).toBeVisible()

  // Webhooks, through the main navigation.
  await tabTo(page, mainNav(page).getByRole('link', { name: 'Webhooks' }), { backwards: true })
  await press(page, 'Enter')
  await expect(heading(page, 'Webhooks')).toBeFocused()
  await expect(page.getByRole('switch', { name: 'Active: CRM contact sync' })).toBeVisible()

  // Create one: the dialog takes the focus, Space ticks a group of events, Enter on the button creates it.
  const newWebhook = page.getByRole('button', { name: 'New webhook' })
  await tabTo(page, newWebhook)
  await press(page, 'Enter')
  const form = page.getByRole('dialog', { name: 'New webhook' })
  await expect(form).toBeVisible()
  await expectFocusIn(page, form)
  await tabTo(page, form.getByLabel('Name', { exact: true }))
  await page.keyboard.type(WEBHOOK.name)
  await tabTo(page, form.getByRole('textbox', { name: 'Server URL' }))
  await page.keyboard.type(WEBHOOK.url)
  await expect(form.getByRole('switch', { name: 'Active' })).toBeChecked()
  const allWhatsapp = form.getByRole('checkbox', { name: 'Select all WhatsApp' })
  await tabTo(page, allWhatsapp)
  await press(page, 'Space')
  await expect(allWhatsapp).toBeChecked()
  await tabTo(page, form.getByRole('button', { name: 'Create webhook' }))
  await press(page, 'Enter')
  await expect(form).toBeHidden()
  await expect(page.getByText(`Created “${WEBHOOK.name}”`)).toBeVisible()
  await expect(newWebhook).toBeFocused()

  // Switch it off with Space: the PUT goes out, the switch follows, and keeps the focus.
  const active = page.getByRole('switch', { name: `Active: ${WEBHOOK.name}`, exact: true })
  await expect(active).toBeChecked()
  await tabTo(page, active)
  const toggling = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname.startsWith('/v1/webhooks/'),
  )
  await press(page, 'Space')
  expect((await toggling).request().postDataJSON()).toMatchObject({ name: WEBHOOK.name, active: false })
  await expect(active).not.toBeChecked()
  await expect(active).toBeFocused()

  // Delete it: the confirmation takes the focus; once it is gone the focus is on the list, not on <body>.
  await tabTo(page, page.getByRole('button', { name: `Delete ${WEBHOOK.name}`, exact: true }))
  await press(page, 'Enter')
  const confirm = page.getByRole('dialog', { name: `Delete “${WEBHOOK.name}”?` })
  await expect(confirm).toBeVisible()
  await expectFocusIn(page, confirm)
  await tabTo(page, confirm.getByRole('button', { name: 'Delete webhook' }))
  await press(page, 'Enter')
  await expect(confirm).toBeHidden()
  await expect(page.getByText(`Deleted “${WEBHOOK.name}”`)).toBeVisible()
  await expect(page.getByRole('switch', { name: `Active: ${WEBHOOK.name}`, exact: true })).toHaveCount(0)
  await expectFocusNotOnBody(page)
  await expectFocusIn(page, page.getByRole('main'))
})
