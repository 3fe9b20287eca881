import type { Page } from '@playwright/test'
import { DEMO_FAULTS_KEY, type Fault } from '../src/mocks/faults'
import { connectDemo, expect, test } from './fixtures'

const SEND_TEXT = '/v1/messages/whatsapp/sendtext'
const WINDOW_CLOSED = 'More than 24 hours have passed since this contact last wrote, so only a template can reach them.'
const WINDOW_RULE = 'Reaches a contact only within 24 hours of their last message.'

const sendForm = (page: Page) => page.getByRole('form', { name: 'Send a message' })
const sendButton = (page: Page) => sendForm(page).getByRole('button', { name: 'Send message' })
const contactId = (page: Page) => sendForm(page).getByRole('textbox', { name: 'Contact id' })
const messageText = (page: Page) => sendForm(page).getByRole('textbox', { name: 'Message' })
const lastSend = (page: Page) => page.getByRole('region', { name: 'Last send' })
const history = (page: Page) => page.getByRole('table', { name: 'Sent this session', exact: true })
const kind = (page: Page, label: string) =>
  sendForm(page).getByRole('group', { name: 'Kind' }).getByRole('radio', { name: label, exact: true })

async function openConsole(page: Page) {
  await connectDemo(page)
  await page.goto('/w/ws_1/messages')
  await expect(page.getByRole('heading', { level: 1, name: 'Messages', exact: true })).toBeVisible()
  await expect(sendButton(page)).toBeVisible()
}

/** The demo API answers the next WhatsApp text send this way (src/mocks/faults.ts). */
async function answerNextSend(page: Page, answer: Pick<Fault, 'status' | 'body'>) {
  const fault: Fault = { method: 'POST', path: SEND_TEXT, ...answer }
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    DEMO_FAULTS_KEY,
    JSON.stringify([fault]),
  ] as const)
}

async function send(page: Page) {
  const sending = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === SEND_TEXT,
  )
  await sendButton(page).click()
  await sending
}

test('a send answered 200 with an error is a failure in the result, the history and the toast', async ({ page }) => {
  await openConsole(page)
  await contactId(page).fill('con_1001')
  await messageText(page).fill('Your order is on its way')
  await answerNextSend(page, {
    status: 200,
    body: { id: 'msg_undelivered', status: 'queued', error: '131026: Message undeliverable' },
  })
  await send(page)

  await expect(lastSend(page).getByRole('status')).toHaveText(
    /^WhatsApp text to con_1001: failed\. WhatsApp could not deliver the message: .+ reach the customer another way\.$/,
  )
  await expect(lastSend(page).getByText('Failed', { exact: true })).toBeVisible()
  await expect(lastSend(page).getByText('131026: Message undeliverable', { exact: true })).toHaveAttribute(
    'dir',
    'auto',
  )
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(
    'WhatsApp text to con_1001: failed. WhatsApp could not deliver the message',
  )

  const row = history(page).getByRole('row').nth(1)
  await expect(history(page)).not.toContainText('msg_undelivered')
  await expect(row.getByRole('cell', { name: 'Failed', exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: /131026: Message undeliverable$/ })).toContainText(
    'WhatsApp could not deliver the message',
  )
})

test('a WhatsApp text refused for the 24-hour window says so, and a template send is one click away', async ({
  page,
}) => {
  await openConsole(page)
  await expect(sendForm(page).getByText(WINDOW_RULE)).toBeVisible()
  await contactId(page).fill('con_1001')
  await messageText(page).fill('Are you still looking for a table tonight?')
  await answerNextSend(page, { status: 400, body: { error: '(#131047) Re-engagement message' } })
  await send(page)

  await expect(sendForm(page).getByRole('alert')).toContainText('(#131047) Re-engagement message')
  const explanation = sendForm(page).getByText(WINDOW_CLOSED)
  await expect(explanation).toBeVisible()
  // Under Send, so what it says never moves the button.
  const [noteBox, buttonBox] = [await explanation.boundingBox(), await sendButton(page).boundingBox()]
  expect(noteBox && buttonBox && noteBox.y - (buttonBox.y + buttonBox.height)).toBeGreaterThanOrEqual(0)

  await sendForm(page).getByRole('button', { name: 'Send a template instead' }).click()
  await expect(page).toHaveURL(/[?&]kind=template(&|$)/)
  await expect(page).toHaveURL(/[?&]channel=whatsapp(&|$)/)
  await expect(kind(page, 'Template')).toBeChecked()
  await expect(kind(page, 'Template')).toBeFocused()
  await expect(contactId(page)).toHaveValue('con_1001')
  await expect(sendForm(page).getByRole('combobox', { name: 'Template' })).toBeVisible()
  await expect(sendForm(page).getByText(WINDOW_RULE)).toHaveCount(0)

  await sendForm(page)
    .getByRole('group', { name: 'Kind' })
    .locator('label')
    .filter({ hasText: /^Text$/ })
    .click()
  await expect(kind(page, 'Text')).toBeChecked()
  await expect(messageText(page)).toHaveValue('Are you still looking for a table tonight?')
  await expect(lastSend(page).getByRole('status')).toHaveText('Nothing sent yet.')
})
