import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftKey } from '@/app/drafts'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { textsByRole } from '@/test/texts-by-role'

const demo = withDemoServer()
const ws = 'ws_1'
const key = draftKey('message', ws)
const restored = /^Your unsent message from .+ was restored\.$/

beforeEach(() => connectAs())

async function openConsole(search = '') {
  const view = renderApp(`/w/${ws}/messages${search}`)
  await screen.findByRole('heading', { level: 1, name: 'Messages' }, { timeout: 5000 })
  return { ...view, user: userEvent.setup({ delay: null }) }
}

type User = ReturnType<typeof userEvent.setup>

const contactId = () => screen.getByRole('textbox', { name: 'Contact id' })
const message = () => screen.getByLabelText('Message')
const stored = () => window.localStorage.getItem(key)
const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send message' }))
const lastSend = () => within(screen.getByRole('region', { name: 'Last send' }))

/** Types a text message to a contact, then leaves the page as a reload does. */
async function draftText(contact: string, text: string) {
  const { user, unmount } = await openConsole()
  await user.type(contactId(), contact)
  await user.type(message(), text)
  unmount()
}

async function chooseTemplate(user: User, name: string) {
  const picker = await screen.findByRole('combobox', { name: 'Template' })
  await user.type(picker, name)
  const listbox = screen.getByRole('listbox', { name: 'Templates' })
  await waitFor(() => expect(textsByRole(listbox, 'option')).toContain(`${name} (English (UK))`), { timeout: 5000 })
  await user.click(within(listbox).getByRole('option', { name: `${name} (English (UK))` }))
}

describe('the send console’s draft', { timeout: 30_000 }, () => {
  it('survives a reload: the recipient and the text are back, and a notice says so', async () => {
    await draftText('ct_7', 'Your table is ready')
    expect(stored()).toContain('Your table is ready')

    await openConsole()
    expect(contactId()).toHaveValue('ct_7')
    expect(message()).toHaveValue('Your table is ready')
    expect(await screen.findByText(restored)).toBeInTheDocument()
  })

  it('keeps the chosen WhatsApp template and its values, chooses it again and sends them', async () => {
    const first = await openConsole('?kind=template')
    await first.user.type(contactId(), 'ct_9')
    await chooseTemplate(first.user, 'order_shipped_v2')
    await first.user.click(screen.getByRole('button', { name: 'Use the examples' }))
    await first.user.clear(screen.getByRole('textbox', { name: 'Body {{1}}' }))
    await first.user.type(screen.getByRole('textbox', { name: 'Body {{1}}' }), 'Sam')
    first.unmount()

    const { user } = await openConsole('?kind=template')
    const picker = await screen.findByRole('combobox', { name: 'Template' })
    await waitFor(() => expect(picker).toHaveValue('order_shipped_v2 (English (UK))'), { timeout: 5000 })
    expect(screen.getByRole('textbox', { name: 'Body {{1}}' })).toHaveValue('Sam')
    expect(screen.getByRole('textbox', { name: 'Body {{2}}' })).toHaveValue('NW-48213')
    expect(screen.getByRole('figure', { name: 'Message preview' })).toHaveTextContent('Good news, Sam!')

    // Checked again: a value WhatsApp would refuse is refused on its field.
    await user.clear(screen.getByRole('textbox', { name: 'Body {{2}}' }))
    await send(user)
    expect(screen.getByRole('textbox', { name: 'Body {{2}}' })).toHaveFocus()
    await user.type(screen.getByRole('textbox', { name: 'Body {{2}}' }), 'NW-9')
    await send(user)
    await lastSend().findByText('Message id')
    expect(demo.db.data.messages.at(-1)?.body).toMatchObject({
      template: { name: 'order_shipped_v2', language: 'en_GB' },
      bodyTextParameters: ['Sam', 'NW-9', 'DPD', 'Thursday 19 November'],
    })
  })

  it('says so on the field when the template is no longer approved, and keeps its values', async () => {
    const first = await openConsole('?kind=template')
    await chooseTemplate(first.user, 'order_confirmation')
    await first.user.click(screen.getByRole('button', { name: 'Use the examples' }))
    first.unmount()
    const template = demo.db.data.templates.find(
      (t) => t.template.name === 'order_confirmation' && t.template.language === 'en_GB',
    )
    if (!template) throw new Error('the seed has no order_confirmation')
    template.template.status = 'PAUSED'

    await openConsole('?kind=template')
    const picker = await screen.findByRole('combobox', { name: 'Template' })
    await waitFor(
      () =>
        expect(picker).toHaveAccessibleDescription(
          /order_confirmation \(English \(UK\)\) is no longer approved: choose another/,
        ),
      { timeout: 5000 },
    )
    expect(picker).toHaveValue('order_confirmation')
    expect(JSON.parse(stored() ?? '{}').form.templateValues.body).not.toEqual([])
  })

  it('is cleared by a successful send: the message is in the history', async () => {
    await draftText('ct_1', 'Sent once')
    const { user, unmount } = await openConsole()
    await send(user)
    await lastSend().findByText('Message id')
    expect(stored()).toBeNull()
    unmount()

    await openConsole()
    expect(message()).toHaveValue('')
    expect(screen.queryByText(restored)).not.toBeInTheDocument()
  })

  it('is kept when the API refuses the send, or answers it with an error', async () => {
    demo.server.use(
      http.post('*/v1/messages/whatsapp/sendtext', () => HttpResponse.json({ error: 'Blocked' }, { status: 400 }), {
        once: true,
      }),
      http.post('*/v1/messages/whatsapp/sendtext', () =>
        HttpResponse.json({ id: 'msg_bad', status: 'queued', error: '131026: Message undeliverable' }),
      ),
    )
    const { user } = await openConsole()
    await user.type(contactId(), 'ct_1')
    await user.type(message(), 'Not yet')
    await send(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('The API did not accept the message')
    expect(stored()).toContain('Not yet')

    await send(user)
    expect(await lastSend().findByText('msg_bad')).toBeInTheDocument()
    expect(stored()).toContain('Not yet')
  })

  it('Start over empties the form and deletes the draft', async () => {
    await draftText('ct_1', 'Never mind')
    const { user } = await openConsole()
    await user.click(await screen.findByRole('button', { name: 'Start over' }))
    expect(message()).toHaveValue('')
    expect(contactId()).toHaveValue('')
    expect(stored()).toBeNull()
    expect(screen.getByText('You started over: the draft is deleted from this browser.')).toBeInTheDocument()
    await waitFor(() => expect(contactId()).toHaveFocus())
  })

  it.each([
    ['not JSON', '{"form":'],
    ['not a send form', JSON.stringify({ form: { textMessage: ['<b>'] }, savedAt: '2030-01-01T00:00:00.000Z' })],
  ])('ignores a stored draft that does not parse (%s)', async (_, value) => {
    window.localStorage.setItem(key, value)
    await openConsole()
    expect(message()).toHaveValue('')
    expect(contactId()).toHaveValue('')
    expect(screen.queryByText(restored)).not.toBeInTheDocument()
    expect(stored()).toBeNull()
  })
})
