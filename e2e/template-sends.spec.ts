import type { Page } from '@playwright/test'
import { connectDemo, expect, test } from './fixtures'

// A template send as the service takes it: the template by name and language, a value for every variable.

const SEND_TEMPLATE = '/v1/messages/whatsapp/sendtemplate'

const sendForm = (page: Page) => page.getByRole('form', { name: 'Send a message' })
const picker = (page: Page) => sendForm(page).getByRole('combobox', { name: 'Template' })
const templates = (page: Page) => page.getByRole('listbox', { name: 'Templates' })
const value = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('textbox', { name, exact: true })

async function openTemplateSend(page: Page) {
  await connectDemo(page)
  await page.goto('/w/ws_1/messages?channel=whatsapp&kind=template')
  await expect(picker(page)).toBeVisible()
  await sendForm(page).getByRole('textbox', { name: 'Contact id' }).fill('con_1002')
}

async function pick(page: Page, search: string, option: string) {
  await picker(page).fill(search)
  await templates(page).getByRole('option', { name: option, exact: true }).click()
}

test('send an approved template with a header, three body and a URL button value: the body carries them in order, the preview reads them', async ({
  page,
}) => {
  await openTemplateSend(page)
  await pick(page, 'order_confirmation', 'order_confirmation (English (UK))')
  const form = sendForm(page)
  await value(form, 'Header {{1}}').fill('NW-1')
  await value(form, 'Body {{1}}').fill('Sam')
  await value(form, 'Body {{2}}').fill('NW-1')
  await value(form, 'Body {{3}}').fill('£12.00')
  await value(form, 'Button “View order” {{1}}').fill('NW-1')

  const preview = form.getByRole('figure', { name: 'Message preview' })
  await expect(preview).toContainText('Order NW-1 confirmed')
  await expect(preview).toContainText("Hi Sam, thanks for your order NW-1. We'll message you as soon as it ships.")
  await expect(preview).toContainText('Total paid: £12.00.')

  const sending = page.waitForRequest((request) => new URL(request.url()).pathname === SEND_TEMPLATE)
  await form.getByRole('button', { name: 'Send message' }).click()
  expect((await sending).postDataJSON()).toEqual({
    contact: { id: 'con_1002' },
    workspace: { id: 'ws_1' },
    template: { name: 'order_confirmation', language: 'en_GB' },
    headerTextParameters: ['NW-1'],
    bodyTextParameters: ['Sam', 'NW-1', '£12.00'],
    buttonUrlParameters: ['NW-1'],
  })
  await expect(page.getByRole('region', { name: 'Last send' }).getByRole('status')).toContainText(
    'WhatsApp template to con_1002',
  )
})

test('a pending template is listed with its status and cannot be chosen; a value with a new line is refused on its field', async ({
  page,
}) => {
  await openTemplateSend(page)
  await picker(page).fill('loyalty_double')
  // The search's answer replaces the list shown while typing.
  await expect(templates(page).getByRole('option')).toHaveCount(1)
  const pending = templates(page).getByRole('option', { name: 'loyalty_double_points (English (UK)): Pending review' })
  await expect(pending).toHaveAttribute('aria-disabled', 'true')
  // Playwright will not click a disabled option; a keyboard user can reach it, and Enter chooses nothing.
  await picker(page).press('ArrowDown')
  await expect(picker(page)).toHaveAttribute('aria-activedescendant', (await pending.getAttribute('id')) ?? '')
  await picker(page).press('Enter')
  await expect(picker(page)).toHaveValue('loyalty_double')
  await expect(sendForm(page).getByRole('textbox', { name: 'Body {{1}}' })).toHaveCount(0)

  await pick(page, 'birthday_voucher', 'birthday_voucher (English (UK))')
  const form = sendForm(page)
  await form.getByRole('button', { name: 'Use the examples' }).click()
  const code = value(form, 'Body {{2}}')
  await code.fill('BDAY-7KQ2\nand more')
  let sent = false
  page.on('request', (request) => (sent ||= new URL(request.url()).pathname === SEND_TEMPLATE))
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(code).toHaveAccessibleDescription(/No new lines or tabs/)
  await expect(code).toBeFocused()
  expect(sent).toBe(false)
})

test('a test send from a template’s page carries its values', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates/tpl_1')
  await page.getByRole('button', { name: 'Send a test' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send a test' })
  await dialog.getByLabel('Your phone number').fill('+44 7700 900123')
  await dialog.getByRole('button', { name: 'Use the examples' }).click()
  await value(dialog, 'Body {{1}}').fill('Priya')
  await expect(dialog.getByRole('figure', { name: 'Message preview' })).toContainText('Hi Priya, thanks for your order')

  const sending = page.waitForRequest((request) => new URL(request.url()).pathname === SEND_TEMPLATE)
  await dialog.getByRole('button', { name: 'Send test' }).click()
  expect((await sending).postDataJSON()).toEqual({
    recepient: { phoneNumber: '+447700900123' },
    workspace: { id: 'ws_1' },
    template: { name: 'order_confirmation', language: 'en_GB' },
    headerTextParameters: ['NW-48213'],
    bodyTextParameters: ['Priya', 'NW-48213', '£84.50'],
    buttonUrlParameters: ['NW-48213'],
  })
  await expect(dialog.getByText('Queued', { exact: true })).toBeVisible()
})
