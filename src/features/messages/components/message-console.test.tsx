import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { textsByRole } from '@/test/texts-by-role'

const demo = withDemoServer()
const ws = 'ws_1'
const later = '2030-01-02T09:30'
const laterIso = new Date(2030, 0, 2, 9, 30).toISOString()

beforeEach(() => connectAs())

/** Every body the demo API receives on a send endpoint, as JSON, in order. */
function captureSends() {
  const sent: Promise<{ path: string; body: unknown }>[] = []
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname
    if (request.method === 'POST' && path.startsWith('/v1/messages/'))
      sent.push(
        request
          .clone()
          .json()
          .then((body: unknown) => ({ path, body })),
      )
  }
  demo.server.events.on('request:start', listener)
  return () => Promise.all(sent)
}

async function openConsole(search = '') {
  const view = renderApp(`/w/${ws}/messages${search}`)
  // The first render loads the route's code: allow for a loaded machine.
  await screen.findByRole('heading', { level: 1, name: 'Messages' }, { timeout: 5000 })
  return { ...view, user: userEvent.setup({ delay: null }) }
}

type User = ReturnType<typeof userEvent.setup>

const offered = (listbox: HTMLElement) => textsByRole(listbox, 'option')
const contactId = () => screen.getByRole('textbox', { name: 'Contact id' })
const phoneNumber = () => screen.getByRole('textbox', { name: 'Phone number' })

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send message' }))
const lastSend = () => within(screen.getByRole('region', { name: 'Last send' }))

/** Sends and waits for the answer; gives the one body the demo API received. */
async function sendAndCapture(user: User) {
  const sends = captureSends()
  await send(user)
  await lastSend().findByText('Message id')
  const [received, ...more] = await sends()
  expect(more).toEqual([])
  if (!received) throw new Error('the demo API received no send')
  return received
}

/** Sends, then checks the one request the demo API received: its endpoint and its body, in workspace `ws`. */
async function expectSent(user: User, endpoint: string, body: Record<string, unknown>) {
  expect(await sendAndCapture(user)).toEqual({
    path: `/v1/messages/${endpoint}`,
    body: { workspace: { id: ws }, ...body },
  })
}

/** Types a text message to a contact, to be sent at `later`. */
async function typeScheduledText(user: User, contact: string, message: string) {
  await user.type(contactId(), contact)
  await user.type(screen.getByLabelText('Message'), message)
  fireEvent.change(screen.getByLabelText('Send at (optional)'), { target: { value: later } })
}

async function choose(user: User, channel: string, kind: string) {
  await user.click(screen.getByRole('radio', { name: channel }))
  await user.click(await screen.findByRole('radio', { name: kind }))
}

async function fillButton(user: User, index: number, text: string, url = '', owner = '') {
  await user.type(screen.getByLabelText(`Button ${index} text${owner}`), text)
  if (url) await user.type(screen.getByLabelText(`Button ${index} link${owner}`), url)
}

// Many keystrokes through the real app on a shared machine: generous time per test.
describe('sending on each of the nine endpoints', { timeout: 30_000 }, () => {
  it('WhatsApp text to a contact, scheduled: sent in UTC', async () => {
    const { user } = await openConsole()
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Text' })).toBeChecked()
    await typeScheduledText(user, 'ct_1', 'Your order is on its way')

    await expectSent(user, 'whatsapp/sendtext', {
      contact: { id: 'ct_1' },
      textMessage: 'Your order is on its way',
      scheduleDateTime: laterIso,
    })
    const recorded = demo.db.data.messages.at(-1)
    expect(lastSend().getByText(recorded?.response.id ?? '?')).toBeInTheDocument()
    expect(lastSend().getByText('Scheduled')).toBeInTheDocument()
  })

  it('WhatsApp media to a phone number, with the MIME type suggested from the URL', async () => {
    const { user } = await openConsole('?channel=whatsapp&kind=media')
    await user.click(screen.getByRole('radio', { name: 'Phone number' }))
    await user.type(phoneNumber(), '+44 7700 900123')
    // The media fields come with the kind that shows them.
    await user.type(await screen.findByLabelText('Media URL'), 'https://cdn.example/Menu.PDF?v=2')
    expect(screen.getByLabelText('MIME type')).toHaveValue('application/pdf')

    await expectSent(user, 'whatsapp/sendmedia', {
      recepient: { phoneNumber: '+447700900123' },
      mediaUrl: 'https://cdn.example/Menu.PDF?v=2',
      mimeType: 'application/pdf',
    })
  })

  it('WhatsApp template: others are listed but cannot be chosen; the chosen one is sent by name and language with its values', async () => {
    const { user } = await openConsole('?channel=whatsapp&kind=template')
    await user.type(contactId(), 'ct_9')
    const picker = await screen.findByRole('combobox', { name: 'Template' })
    await user.type(picker, 'order_shipped')
    const listbox = screen.getByRole('listbox', { name: 'Templates' })
    // The search waits for a pause in typing, then asks the API.
    const offered = () => textsByRole(listbox, 'option')
    await waitFor(
      () =>
        expect(offered()).toEqual([
          expect.stringMatching(/^order_shipped_v2 \(/),
          expect.stringMatching(/: Rejected$/),
        ]),
      { timeout: 5000 },
    )
    const [approved, rejected] = within(listbox).getAllByRole('option')
    expect(rejected).toHaveAttribute('aria-disabled', 'true')
    await user.click(rejected!)
    expect(picker).toHaveValue('order_shipped')
    await user.click(approved!)
    expect(picker).toHaveValue('order_shipped_v2 (English (UK))')

    // An image header, four body variables and a URL button's end, filled from the template's examples.
    await user.click(screen.getByRole('button', { name: 'Use the examples' }))
    expect(screen.getByRole('textbox', { name: 'Body {{1}}' })).toHaveValue('Olivia')
    expect(screen.getByRole('figure', { name: 'Message preview' })).toHaveTextContent(
      'Good news, Olivia! Your order NW-48213 is on its way with DPD. Expected delivery: Thursday 19 November.',
    )
    await user.clear(screen.getByRole('textbox', { name: 'Body {{1}}' }))
    await user.type(screen.getByRole('textbox', { name: 'Body {{1}}' }), 'Sam')

    await expectSent(user, 'whatsapp/sendtemplate', {
      contact: { id: 'ct_9' },
      template: { name: 'order_shipped_v2', language: 'en_GB' },
      headerMediaUrl: 'https://cdn.northwind-retail.example/whatsapp/parcel-on-its-way.jpg',
      bodyTextParameters: ['Sam', 'NW-48213', 'DPD', 'Thursday 19 November'],
      buttonUrlParameters: ['NW-48213'],
    })
  })

  it('WhatsApp template: a value WhatsApp would refuse is refused on its field, which takes the focus', async () => {
    const { user } = await openConsole('?channel=whatsapp&kind=template')
    await user.type(contactId(), 'ct_9')
    const picker = await screen.findByRole('combobox', { name: 'Template' })
    await user.type(picker, 'order_confirmation')
    const listbox = screen.getByRole('listbox', { name: 'Templates' })
    await waitFor(() => expect(offered(listbox)).toContain('order_confirmation (English (UK))'), { timeout: 5000 })
    await user.click(within(listbox).getByRole('option', { name: /order_confirmation/ }))
    await user.click(screen.getByRole('button', { name: 'Use the examples' }))
    const second = screen.getByRole('textbox', { name: 'Body {{2}}' })
    await user.clear(second)
    await user.type(second, 'NW-1{Enter}NW-2')
    const sends = captureSends()
    await send(user)
    expect(second).toHaveAccessibleDescription(/No new lines or tabs/)
    expect(second).toHaveFocus()
    expect(await sends()).toEqual([])
  })

  it('Messenger text and media, each scheduled', async () => {
    const { user } = await openConsole('?channel=messenger')
    await typeScheduledText(user, 'ct_2', 'Hello from Messenger')
    await expectSent(user, 'messenger/sendtext', {
      contact: { id: 'ct_2' },
      textMessage: 'Hello from Messenger',
      scheduleDateTime: laterIso,
    })

    await user.click(screen.getByRole('radio', { name: 'Media' }))
    await user.type(screen.getByLabelText('Media URL'), 'https://cdn.example/clip.mp4')
    await user.clear(screen.getByLabelText('MIME type'))
    await user.type(screen.getByLabelText('MIME type'), 'video/quicktime')
    await user.clear(screen.getByLabelText('Media URL'))
    await user.type(screen.getByLabelText('Media URL'), 'https://cdn.example/clip.3gp')
    expect(screen.getByLabelText('MIME type')).toHaveValue('video/quicktime')
    await expectSent(user, 'messenger/sendmedia', {
      contact: { id: 'ct_2' },
      mediaUrl: 'https://cdn.example/clip.3gp',
      mimeType: 'video/quicktime',
      scheduleDateTime: laterIso,
    })
  })

  it('Messenger template: elements with titles and buttons', async () => {
    const { user } = await openConsole('?channel=messenger&kind=template')
    await user.type(contactId(), 'ct_3')
    await user.type(await screen.findByLabelText('Title of element 1'), 'Winter sale')
    await user.click(screen.getByRole('button', { name: 'Add button (element 1)' }))
    await fillButton(user, 1, 'Shop now', 'https://shop.example/sale', ' (element 1)')
    await user.click(screen.getByRole('button', { name: 'Add element' }))
    expect(screen.getByLabelText('Title of element 2')).toHaveFocus()
    await user.type(screen.getByLabelText('Title of element 2'), 'Gift cards')
    await user.click(screen.getByRole('button', { name: 'Add button (element 2)' }))
    await fillButton(user, 1, 'Not now', '', ' (element 2)')

    await expectSent(user, 'messenger/sendtemplate', {
      contact: { id: 'ct_3' },
      elements: [
        { title: 'Winter sale', buttons: [{ type: 'web_url', title: 'Shop now', url: 'https://shop.example/sale' }] },
        { title: 'Gift cards', buttons: [{ type: 'postback', title: 'Not now', payload: 'Not now' }] },
      ],
    })
  })

  it('Instagram text and template', async () => {
    const { user } = await openConsole('?channel=instagram')
    expect(screen.queryByRole('radio', { name: 'Media' })).not.toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: 'Phone number' })).not.toBeInTheDocument()
    await user.type(contactId(), 'ct_4')
    await user.type(screen.getByLabelText('Message'), 'Hi on Instagram')
    await expectSent(user, 'instagram/sendtext', { contact: { id: 'ct_4' }, textMessage: 'Hi on Instagram' })

    await user.click(screen.getByRole('radio', { name: 'Template' }))
    expect(screen.queryByLabelText('Send at (optional)')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Title of element 1'), 'New arrivals')
    await expectSent(user, 'instagram/sendtemplate', {
      contact: { id: 'ct_4' },
      elements: [{ title: 'New arrivals', buttons: [] }],
    })
  })

  it('Telegram template: the text and up to 3 buttons', async () => {
    const { user } = await openConsole()
    await choose(user, 'Telegram', 'Template')
    expect(
      screen.getAllByRole('radio', { name: /Text|Media|Template/ }).map((radio) => radio.getAttribute('value')),
    ).toEqual(['template'])
    await user.type(contactId(), 'ct_5')
    await user.type(screen.getByLabelText('Message'), 'Your parcel is ready')
    const add = screen.getByRole('button', { name: 'Add button' })
    for (const _ of [1, 2, 3]) await user.click(add)
    expect(add).toHaveAttribute('aria-disabled', 'true')
    expect(add).toHaveAccessibleDescription('At most 3 buttons.')
    await user.click(add)
    expect(screen.getAllByLabelText(/^Button \d text$/)).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Remove button 3' }))
    expect(screen.getByLabelText('Button 2 text')).toHaveFocus()
    await fillButton(user, 1, 'Track', 'https://shop.example/track')
    await fillButton(user, 2, 'Call me')

    await expectSent(user, 'telegram/sendtemplate', {
      contact: { id: 'ct_5' },
      buttons: [
        { text: 'Track', url: 'https://shop.example/track' },
        { text: 'Call me', callback_data: 'Call me' },
      ],
      textMessage: 'Your parcel is ready',
    })
  })
})

describe('the send console', { timeout: 30_000 }, () => {
  it('cannot send both recipients on WhatsApp: only the chosen input is shown and sent', async () => {
    const { user } = await openConsole()
    await user.type(contactId(), 'ct_1')
    await user.click(screen.getByRole('radio', { name: 'Phone number' }))
    expect(screen.queryByRole('textbox', { name: 'Contact id' })).not.toBeInTheDocument()
    await user.type(phoneNumber(), '+447700900123')
    await user.type(screen.getByLabelText('Message'), 'Hi')

    const { body } = await sendAndCapture(user)
    expect(body).toEqual({ recepient: { phoneNumber: '+447700900123' }, workspace: { id: ws }, textMessage: 'Hi' })
    expect(body).not.toHaveProperty('contact')

    await user.click(screen.getByRole('radio', { name: 'Contact id' }))
    expect(contactId()).toHaveValue('ct_1')
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument()
  })

  it('shows the issues at their fields and sends nothing', async () => {
    const { user } = await openConsole('?channel=whatsapp&kind=media')
    const sends = captureSends()
    await user.type(screen.getByLabelText('Media URL'), 'cdn.example/menu')
    await send(user)
    expect(contactId()).toHaveAccessibleDescription(/Enter the contact id/)
    expect(contactId()).toHaveFocus()
    expect(screen.getByLabelText('Media URL')).toHaveAccessibleDescription(
      /A full web address, starting with https:\/\//,
    )
    expect(screen.getByLabelText('MIME type')).toHaveAccessibleDescription(/Enter the MIME type/)
    expect(screen.getByLabelText('Media URL')).toHaveAttribute('aria-invalid', 'true')
    expect(await sends()).toEqual([])

    await user.click(screen.getByRole('radio', { name: 'Template' }))
    await send(user)
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveAccessibleDescription(/Choose a template/)
    expect(await sends()).toEqual([])
  })

  it('a refused send keeps the form as it was and shows the server’s message, as text, by the button', async () => {
    const markup = '<img src=x onerror="alert(1)"> Contact ct_1 has blocked this bot'
    demo.server.use(
      http.post('*/v1/messages/telegram/sendtemplate', () => HttpResponse.json({ error: markup }, { status: 400 })),
    )
    const { user } = await openConsole('?channel=telegram')
    await user.type(contactId(), 'ct_1')
    await user.type(screen.getByLabelText('Message'), 'Pick one')
    await user.click(screen.getByRole('button', { name: 'Add button' }))
    await fillButton(user, 1, 'Yes')
    await send(user)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The API did not accept the message')
    expect(alert).toHaveTextContent(markup)
    expect(alert.querySelector('img')).toBeNull()
    expect(screen.getByRole('button', { name: 'Send message' }).parentElement).toContainElement(alert)
    expect(contactId()).toHaveValue('ct_1')
    expect(screen.getByLabelText('Message')).toHaveValue('Pick one')
    expect(screen.getByLabelText('Button 1 text')).toHaveValue('Yes')
    expect(screen.getByText('Nothing sent yet')).toBeInTheDocument()
  })

  it('is aria-disabled while sending, and a second press sends nothing more', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    demo.server.use(
      http.post('*/v1/messages/whatsapp/sendtext', async () => {
        await held
        return HttpResponse.json({ id: 'msg_slow', status: 'queued', error: '' })
      }),
    )
    const sends = captureSends()
    const { user } = await openConsole()
    await user.type(contactId(), 'ct_1')
    await user.type(screen.getByLabelText('Message'), 'Once')
    await send(user)
    const button = await screen.findByRole('button', { name: 'Sending…' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.click(button)
    release()
    expect(await lastSend().findByText('msg_slow')).toBeInTheDocument()
    expect(await sends()).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-disabled')
  })

  it('lists the sends newest first, kept for the session in this workspace', async () => {
    const first = await openConsole('?channel=instagram')
    await first.user.type(contactId(), 'ct_1')
    await first.user.type(screen.getByLabelText('Message'), 'One')
    await sendAndCapture(first.user)
    await first.user.clear(contactId())
    await first.user.type(contactId(), 'ct_2')
    await sendAndCapture(first.user)
    const ids = demo.db.data.messages.slice(-2).map((message) => message.response.id)
    first.unmount()

    await openConsole()
    const table = screen.getByRole('table', { name: 'Sent this session' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0] as HTMLElement).getByRole('cell', { name: 'ct_2' })).toBeInTheDocument()
    expect(within(rows[1] as HTMLElement).getByRole('cell', { name: 'ct_1' })).toBeInTheDocument()
    for (const id of ids) expect(table).not.toHaveTextContent(id)
    expect(within(rows[0] as HTMLElement).getByRole('cell', { name: 'Instagram text' })).toBeInTheDocument()
  })

  it('falls back to a kind the channel offers', async () => {
    await openConsole('?channel=telegram&kind=text')
    expect(screen.getByRole('radio', { name: 'Telegram' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Template' })).toBeChecked()
    expect(screen.getByText('/v1/messages/telegram/sendtemplate', { exact: false })).toBeInTheDocument()
  })

  it('shows a template’s content as text, never as markup', async () => {
    const probe = demo.db.data.templates.find((t) => t.template.name === 'html_injection_probe')
    if (!probe) throw new Error('the seed has no hostile template')
    probe.template.status = 'APPROVED'
    const { user } = await openConsole('?kind=template')
    await user.type(screen.getByRole('combobox', { name: 'Template' }), 'html_injection')
    await user.click(await screen.findByRole('option', { name: /html_injection_probe/ }))
    const figure = screen.getByRole('figure')
    expect(figure).toHaveTextContent('<img src=x onerror=')
    expect(figure.querySelector('img, script')).toBeNull()
  })
})
