import type { Page } from '@playwright/test'
import { connectDemo, expect, test } from './fixtures'
// The demo API misbehaves on request: see src/mocks/faults.ts and README ("Telling the demo API to fail").
import { DEMO_FAULTS_KEY, type Fault } from '../src/mocks/faults'

const DRAFT_KEY = 'inbox-console:message-draft:ws_1'

const sendForm = (page: Page) => page.getByRole('form', { name: 'Send a message' })
const contactId = (page: Page) => sendForm(page).getByRole('textbox', { name: 'Contact id' })
const messageText = (page: Page) => sendForm(page).getByRole('textbox', { name: 'Message' })
const sendButton = (page: Page) => sendForm(page).getByRole('button', { name: 'Send message' })
const storedDraft = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)

async function injectFaults(page: Page, ...faults: Fault[]) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    DEMO_FAULTS_KEY,
    JSON.stringify(faults),
  ] as const)
}

async function draftMessage(page: Page, text: string) {
  await connectDemo(page)
  await page.goto('/w/ws_1/messages')
  await expect(sendButton(page)).toBeVisible()
  // Settled, so no request of the screen's own can use up a fault meant for the send.
  await page.waitForLoadState('networkidle')
  await contactId(page).fill('con_1001')
  await messageText(page).fill(text)
  await expect.poll(() => storedDraft(page)).toContain(text)
}

test('a reload keeps the typed message and its recipient, and says the draft was restored', async ({ page }) => {
  await draftMessage(page, 'Your table for two is ready.')
  await page.reload()

  await expect(messageText(page)).toHaveValue('Your table for two is ready.')
  await expect(contactId(page)).toHaveValue('con_1001')
  await expect(sendForm(page).getByText(/^Your unsent message from .+ was restored\.$/)).toBeVisible()
})

test('a key refused on send: the connect screen, and after reconnecting the message is all there and sends once', async ({
  page,
}) => {
  await draftMessage(page, 'Sent after the key came back.')
  await injectFaults(page, {
    method: 'POST',
    path: '/v1/messages/whatsapp/sendtext',
    status: 401,
    body: { message: 'Key expired' },
  })
  await sendButton(page).click()

  await expect(page.getByRole('alert')).toContainText('The API refused the key (Key expired)')
  await expect(page).toHaveURL(/\/connect\?redirect=%2Fw%2Fws_1%2Fmessages/)
  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await expect(page).toHaveURL(/\/w\/ws_1\/messages/)
  await expect(messageText(page)).toHaveValue('Sent after the key came back.')
  await expect(contactId(page)).toHaveValue('con_1001')

  await sendButton(page).click()
  await expect(page.getByRole('region', { name: 'Last send' }).getByRole('status')).toContainText('WhatsApp text')
  // Sent, the draft is done with: the message is in the history instead.
  expect(await storedDraft(page)).toBeNull()
})
