import type { Page, Request } from '@playwright/test'
import { connectDemo, expect, test } from './fixtures'
import { expectFocusNotOnBody, tabTo } from './keyboard-helpers'

const FAULTS_KEY = 'inbox-console:demo-faults'
const WORKSPACE = { id: 'ws_1' }

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Messages', exact: true })
const sendForm = (page: Page) => page.getByRole('form', { name: 'Send a message' })
const sendButton = (page: Page) => sendForm(page).getByRole('button', { name: 'Send message' })
const contactId = (page: Page) => sendForm(page).getByRole('textbox', { name: 'Contact id' })
const phoneNumber = (page: Page) => sendForm(page).getByRole('textbox', { name: 'Phone number' })
const messageText = (page: Page) => sendForm(page).getByRole('textbox', { name: 'Message' })
const lastSend = (page: Page) => page.getByRole('region', { name: 'Last send' }).getByRole('status')
const history = (page: Page) => page.getByRole('table', { name: 'Sent this session', exact: true })
/** The endpoint the form sends to: shown only under its Technical details, opened here. */
async function sendsTo(page: Page, text: string) {
  const details = sendForm(page).locator('details', { hasText: 'Technical details' })
  if ((await details.getAttribute('open')) === null) await details.getByText('Technical details').click()
  return details.getByText(text)
}
/** One option of a radio group (Channel, Kind, Send to). */
const option = (page: Page, legend: string, label: string) =>
  sendForm(page).getByRole('group', { name: legend }).getByRole('radio', { name: label, exact: true })

/** Chooses an option by clicking its label, as a user does (the radio itself is visually hidden). */
async function choose(page: Page, legend: string, label: string) {
  await sendForm(page)
    .getByRole('group', { name: legend })
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click()
  await expect(option(page, legend, label)).toBeChecked()
}

const isSend = (path: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path

async function openConsole(page: Page, query = '') {
  await connectDemo(page)
  await page.goto(`/w/ws_1/messages${query}`)
  await expect(heading(page)).toBeVisible()
  await expect(sendButton(page)).toBeVisible()
}

/** Sends the form and returns the body the demo API received. */
async function send(page: Page, path: string): Promise<unknown> {
  const sending = page.waitForRequest(isSend(path))
  await sendButton(page).click()
  return (await sending).postDataJSON()
}

interface SendCase {
  title: string
  channel: string
  kind: string
  path: string
  /** What the result says it was, e.g. "WhatsApp text". */
  label: string
  recipient: string
  fill(page: Page): Promise<void>
  /** The request body the demo API must receive. */
  body: Record<string, unknown>
}

const cases: SendCase[] = [
  {
    title: 'WhatsApp text to a contact',
    channel: 'whatsapp',
    kind: 'text',
    path: '/v1/messages/whatsapp/sendtext',
    label: 'WhatsApp text',
    recipient: 'con_1001',
    fill: async (page) => {
      await contactId(page).fill('con_1001')
      await messageText(page).fill('Your order is on its way 🚚')
    },
    body: { contact: { id: 'con_1001' }, workspace: WORKSPACE, textMessage: 'Your order is on its way 🚚' },
  },
  {
    title: 'WhatsApp media to a phone number',
    channel: 'whatsapp',
    kind: 'media',
    path: '/v1/messages/whatsapp/sendmedia',
    label: 'WhatsApp media',
    recipient: '+447700900123',
    fill: async (page) => {
      await choose(page, 'Send to', 'Phone number')
      await phoneNumber(page).fill('+44 7700 900123')
      await sendForm(page).getByRole('textbox', { name: 'Media URL' }).fill('https://cdn.example.com/menu.PDF')
      // The MIME type is suggested from the address.
      await expect(sendForm(page).getByLabel('MIME type')).toHaveValue('application/pdf')
    },
    body: {
      recepient: { phoneNumber: '+447700900123' },
      workspace: WORKSPACE,
      mediaUrl: 'https://cdn.example.com/menu.PDF',
      mimeType: 'application/pdf',
    },
  },
  {
    title: 'WhatsApp template, chosen from the approved ones, with its values',
    channel: 'whatsapp',
    kind: 'template',
    path: '/v1/messages/whatsapp/sendtemplate',
    label: 'WhatsApp template',
    recipient: 'con_1002',
    fill: async (page) => {
      await contactId(page).fill('con_1002')
      const picker = sendForm(page).getByRole('combobox', { name: 'Template' })
      await picker.fill('order_')
      const templates = page.getByRole('listbox', { name: 'Templates' })
      // order_shipped is REJECTED: listed with its status, and cannot be chosen.
      await expect(templates.getByRole('option', { name: 'order_shipped (English (UK)): Rejected' })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      await templates.getByRole('option', { name: 'order_confirmation (English (UK))' }).click()
      await expect(picker).toHaveValue('order_confirmation (English (UK))')
      await sendForm(page).getByRole('button', { name: 'Use the examples' }).click()
    },
    body: {
      contact: { id: 'con_1002' },
      workspace: WORKSPACE,
      template: { name: 'order_confirmation', language: 'en_GB' },
      headerTextParameters: ['NW-48213'],
      bodyTextParameters: ['Olivia', 'NW-48213', '£84.50'],
      buttonUrlParameters: ['NW-48213'],
    },
  },
  {
    title: 'Messenger text',
    channel: 'messenger',
    kind: 'text',
    path: '/v1/messages/messenger/sendtext',
    label: 'Messenger text',
    recipient: 'con_2001',
    fill: async (page) => {
      // Only WhatsApp takes a phone number.
      await expect(sendForm(page).getByRole('group', { name: 'Send to' })).toHaveCount(0)
      await contactId(page).fill('con_2001')
      await messageText(page).fill('Thanks for your message!')
    },
    body: { contact: { id: 'con_2001' }, workspace: WORKSPACE, textMessage: 'Thanks for your message!' },
  },
  {
    title: 'Messenger media',
    channel: 'messenger',
    kind: 'media',
    path: '/v1/messages/messenger/sendmedia',
    label: 'Messenger media',
    recipient: 'con_2002',
    fill: async (page) => {
      await contactId(page).fill('con_2002')
      await sendForm(page)
        .getByRole('textbox', { name: 'Media URL' })
        .fill('https://cdn.example.com/parka.jpg?size=large')
      await expect(sendForm(page).getByLabel('MIME type')).toHaveValue('image/jpeg')
      // The suggestion stays the user's to change.
      await sendForm(page).getByLabel('MIME type').fill('image/webp')
    },
    body: {
      contact: { id: 'con_2002' },
      workspace: WORKSPACE,
      mediaUrl: 'https://cdn.example.com/parka.jpg?size=large',
      mimeType: 'image/webp',
    },
  },
  {
    title: 'Messenger template with two elements and their buttons',
    channel: 'messenger',
    kind: 'template',
    path: '/v1/messages/messenger/sendtemplate',
    label: 'Messenger template',
    recipient: 'con_2003',
    fill: async (page) => {
      const form = sendForm(page)
      await contactId(page).fill('con_2003')
      await form.getByLabel('Title of element 1').fill('Alpine parka')
      await form.getByRole('button', { name: 'Add button (element 1)' }).click()
      await form.getByLabel('Button 1 text (element 1)').fill('Shop now')
      await form.getByLabel('Button 1 link (element 1)').fill('https://shop.example/parka')
      await form.getByRole('button', { name: 'Add button (element 1)' }).click()
      await form.getByLabel('Button 2 text (element 1)').fill('Ask a question')
      await form.getByRole('button', { name: 'Add element' }).click()
      await form.getByLabel('Title of element 2').fill('Trail boots')
    },
    body: {
      contact: { id: 'con_2003' },
      workspace: WORKSPACE,
      elements: [
        {
          title: 'Alpine parka',
          buttons: [
            { type: 'web_url', title: 'Shop now', url: 'https://shop.example/parka' },
            { type: 'postback', title: 'Ask a question', payload: 'Ask a question' },
          ],
        },
        { title: 'Trail boots', buttons: [] },
      ],
    },
  },
  {
    title: 'Instagram text',
    channel: 'instagram',
    kind: 'text',
    path: '/v1/messages/instagram/sendtext',
    label: 'Instagram text',
    recipient: 'con_3001',
    fill: async (page) => {
      await contactId(page).fill('con_3001')
      await messageText(page).fill('See you at the pop-up store!')
    },
    body: { contact: { id: 'con_3001' }, workspace: WORKSPACE, textMessage: 'See you at the pop-up store!' },
  },
  {
    title: 'Instagram template',
    channel: 'instagram',
    kind: 'template',
    path: '/v1/messages/instagram/sendtemplate',
    label: 'Instagram template',
    recipient: 'con_3002',
    fill: async (page) => {
      await contactId(page).fill('con_3002')
      await sendForm(page).getByLabel('Title of element 1').fill('Winter collection')
      await sendForm(page).getByRole('button', { name: 'Add button (element 1)' }).click()
      await sendForm(page).getByLabel('Button 1 text (element 1)').fill('Browse')
      await sendForm(page).getByLabel('Button 1 link (element 1)').fill('https://shop.example/winter')
    },
    body: {
      contact: { id: 'con_3002' },
      workspace: WORKSPACE,
      elements: [
        {
          title: 'Winter collection',
          buttons: [{ type: 'web_url', title: 'Browse', url: 'https://shop.example/winter' }],
        },
      ],
    },
  },
  {
    title: 'Telegram template with buttons',
    channel: 'telegram',
    kind: 'template',
    path: '/v1/messages/telegram/sendtemplate',
    label: 'Telegram template',
    recipient: 'con_4001',
    fill: async (page) => {
      const form = sendForm(page)
      // Telegram sends templates only.
      await expect(form.getByRole('group', { name: 'Kind' }).getByRole('radio')).toHaveCount(1)
      await contactId(page).fill('con_4001')
      await messageText(page).fill('Is your parcel at the right address?')
      await form.getByRole('button', { name: 'Add button', exact: true }).click()
      await form.getByLabel('Button 1 text', { exact: true }).fill('Yes')
      await form.getByRole('button', { name: 'Add button', exact: true }).click()
      await form.getByLabel('Button 2 text', { exact: true }).fill('Change it')
      await form.getByLabel('Button 2 link', { exact: true }).fill('https://shop.example/address')
    },
    body: {
      contact: { id: 'con_4001' },
      workspace: WORKSPACE,
      buttons: [
        { text: 'Yes', callback_data: 'Yes' },
        { text: 'Change it', url: 'https://shop.example/address' },
      ],
      textMessage: 'Is your parcel at the right address?',
    },
  },
]

for (const sendCase of cases) {
  test(`${sendCase.title}: POST ${sendCase.path} receives the body the API expects`, async ({ page }) => {
    await openConsole(page, `?channel=${sendCase.channel}&kind=${sendCase.kind}`)
    await expect(sendForm(page).getByText(`POST ${sendCase.path}`)).toBeHidden()
    await expect(await sendsTo(page, `POST ${sendCase.path}`)).toBeVisible()
    await sendCase.fill(page)
    expect(await send(page, sendCase.path)).toEqual(sendCase.body)

    await expect(lastSend(page)).toHaveText(`${sendCase.label} to ${sendCase.recipient}: queued.`)
    const rows = history(page).getByRole('row')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(1)).toContainText(sendCase.label)
    await expect(rows.nth(1)).toContainText(sendCase.recipient)
    await expect(history(page)).not.toContainText(/msg_\d+/)
  })
}

test('the channel and the kind live in the URL, and each channel offers only its kinds', async ({ page }) => {
  await openConsole(page)
  await expect(option(page, 'Channel', 'WhatsApp')).toBeChecked()
  await expect(option(page, 'Kind', 'Text')).toBeChecked()

  await choose(page, 'Kind', 'Media')
  await expect(page).toHaveURL(/[?&]kind=media(&|$)/)
  await expect(await sendsTo(page, 'POST /v1/messages/whatsapp/sendmedia')).toBeVisible()

  // Instagram has no media: the kind falls back to its first one.
  await choose(page, 'Channel', 'Instagram')
  await expect(page).toHaveURL(/[?&]channel=instagram(&|$)/)
  await expect(page).toHaveURL(/[?&]kind=text(&|$)/)
  await expect(sendForm(page).getByRole('group', { name: 'Kind' }).getByRole('radio')).toHaveCount(2)
  await expect(option(page, 'Kind', 'Text')).toBeChecked()

  await choose(page, 'Channel', 'Telegram')
  await expect(page).toHaveURL(/[?&]kind=template(&|$)/)
  await expect(await sendsTo(page, 'POST /v1/messages/telegram/sendtemplate')).toBeVisible()

  await page.reload()
  await expect(option(page, 'Channel', 'Telegram')).toBeChecked()
  await expect(option(page, 'Kind', 'Template')).toBeChecked()
})

test('a WhatsApp send goes to the contact or the phone number, never both: switching hides the other input', async ({
  page,
}) => {
  await openConsole(page)
  await contactId(page).fill('con_1001')
  await messageText(page).fill('Hello')
  await expect(phoneNumber(page)).toHaveCount(0)

  await choose(page, 'Send to', 'Phone number')
  await expect(contactId(page)).toHaveCount(0)
  await expect(phoneNumber(page)).toHaveValue('')
  await expect(phoneNumber(page)).toBeEditable()
  await phoneNumber(page).fill('+44 7700-900 123')
  const byPhone = (await send(page, '/v1/messages/whatsapp/sendtext')) as Record<string, unknown>
  expect(byPhone).toEqual({ recepient: { phoneNumber: '+447700900123' }, workspace: WORKSPACE, textMessage: 'Hello' })
  expect(byPhone).not.toHaveProperty('contact')
  await expect(lastSend(page)).toHaveText('WhatsApp text to +447700900123: queued.')

  // Back to the contact: the phone input goes, and only the contact is sent.
  await choose(page, 'Send to', 'Contact id')
  await expect(phoneNumber(page)).toHaveCount(0)
  await expect(contactId(page)).toHaveValue('con_1001')
  const byContact = (await send(page, '/v1/messages/whatsapp/sendtext')) as Record<string, unknown>
  expect(byContact).toEqual({ contact: { id: 'con_1001' }, workspace: WORKSPACE, textMessage: 'Hello' })
  expect(byContact).not.toHaveProperty('recepient')
  await expect(lastSend(page)).toHaveText('WhatsApp text to con_1001: queued.')
  await expect(history(page).getByRole('row')).toHaveCount(3)

  // A phone number the API would not take is refused at the field, and nothing is sent.
  let sent = 0
  page.on('request', (request) => {
    if (isSend('/v1/messages/whatsapp/sendtext')(request)) sent += 1
  })
  await choose(page, 'Send to', 'Phone number')
  await phoneNumber(page).fill('07700 900123')
  await sendButton(page).click()
  await expect(phoneNumber(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(phoneNumber(page)).toHaveAccessibleDescription(/A \+ and the country code/)
  expect(sent).toBe(0)
})

test('a scheduled send carries the time in UTC and the result shows when', async ({ page }) => {
  await openConsole(page, '?channel=messenger&kind=text')
  await contactId(page).fill('con_2001')
  await messageText(page).fill('Our sale starts now')
  const localValue = '2031-06-01T08:15'
  await sendForm(page).getByLabel('Send at (optional)').fill(localValue)
  const expected = await page.evaluate((value) => new Date(value).toISOString(), localValue)
  expect(await send(page, '/v1/messages/messenger/sendtext')).toEqual({
    contact: { id: 'con_2001' },
    workspace: WORKSPACE,
    textMessage: 'Our sale starts now',
    scheduleDateTime: expected,
  })
  await expect(lastSend(page)).toHaveText('Messenger text to con_2001: scheduled.')
  await expect(page.getByRole('region', { name: 'Last send' })).toContainText('1 Jun 2031, 08:15')
})

test('a refused send keeps the form as it was and shows the server’s message by the send button', async ({ page }) => {
  await openConsole(page)
  await contactId(page).fill('con_1001')
  await messageText(page).fill('Flash sale: 20% off today')
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify([
          {
            method: 'POST',
            path: '/v1/messages/whatsapp/sendtext',
            status: 400,
            body: { error: 'Recipient has not opted in' },
          },
        ]),
      ),
    FAULTS_KEY,
  )

  const body = await send(page, '/v1/messages/whatsapp/sendtext')
  expect(body).toEqual({ contact: { id: 'con_1001' }, workspace: WORKSPACE, textMessage: 'Flash sale: 20% off today' })
  const alert = sendForm(page).getByRole('alert')
  await expect(alert).toHaveText(/^The API did not accept the message\s*Recipient has not opted in$/)
  // By the button: just above it.
  const [alertBox, buttonBox] = [await alert.boundingBox(), await sendButton(page).boundingBox()]
  expect(alertBox && buttonBox && buttonBox.y - (alertBox.y + alertBox.height)).toBeGreaterThanOrEqual(0)
  expect(alertBox && buttonBox && buttonBox.y - (alertBox.y + alertBox.height)).toBeLessThan(40)
  await expect(contactId(page)).toHaveValue('con_1001')
  await expect(messageText(page)).toHaveValue('Flash sale: 20% off today')
  await expect(option(page, 'Channel', 'WhatsApp')).toBeChecked()
  await expect(lastSend(page)).toHaveText('Nothing sent yet.')
  await expect(page.getByText('Nothing sent yet', { exact: true })).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), FAULTS_KEY), 'the fault was used up').toBeNull()

  // Sent again as it is, it goes through, and the message goes away.
  await send(page, '/v1/messages/whatsapp/sendtext')
  await expect(lastSend(page)).toHaveText('WhatsApp text to con_1001: queued.')
  await expect(alert).toHaveCount(0)
  await expect(history(page).getByRole('row')).toHaveCount(2)
})

test('a message is sent by keyboard alone: arrows choose the channel, and focus never drops to <body>', async ({
  page,
}) => {
  await openConsole(page)
  await tabTo(page, option(page, 'Channel', 'WhatsApp'))
  await page.keyboard.press('ArrowRight')
  await expect(option(page, 'Channel', 'Messenger')).toBeChecked()
  await expect(option(page, 'Channel', 'Messenger')).toBeFocused()
  await expect(page).toHaveURL(/[?&]channel=messenger(&|$)/)

  await tabTo(page, contactId(page))
  await page.keyboard.type('con_2001')
  await page.keyboard.press('Tab')
  await expect(messageText(page)).toBeFocused()
  await page.keyboard.type('Sent without a mouse')
  const sending = page.waitForRequest(isSend('/v1/messages/messenger/sendtext'))
  await tabTo(page, sendButton(page))
  await page.keyboard.press('Enter')
  expect((await sending).postDataJSON()).toEqual({
    contact: { id: 'con_2001' },
    workspace: WORKSPACE,
    textMessage: 'Sent without a mouse',
  })
  await expect(lastSend(page)).toHaveText('Messenger text to con_2001: queued.')
  await expect(sendButton(page)).toBeFocused()

  // Clearing the list removes its button: the focus goes to the list's heading.
  await tabTo(page, page.getByRole('button', { name: 'Clear list' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Sent this session' })).toBeFocused()
  await expectFocusNotOnBody(page)
})
