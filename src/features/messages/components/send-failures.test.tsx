import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { windowClosedWords } from '@/domain/whatsapp-errors'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

const demo = withDemoServer()
const windowRule = 'Reaches a contact only within 24 hours of their last message.'

beforeEach(() => connectAs())

async function openConsole(search = '') {
  const view = renderApp(`/w/ws_1/messages${search}`)
  await screen.findByRole('heading', { level: 1, name: 'Messages' }, { timeout: 5000 })
  return { ...view, user: userEvent.setup({ delay: null }) }
}

type User = ReturnType<typeof userEvent.setup>

/** The demo API answers the next send on `path` with `answer`, as JSON, with `status`. */
function answerSend(path: string, answer: Record<string, string>, status = 200) {
  demo.server.use(http.post(`*/v1/messages/${path}`, () => HttpResponse.json(answer, { status }), { once: true }))
}

const form = () => within(screen.getByRole('form', { name: 'Send a message' }))
const lastSend = () => within(screen.getByRole('region', { name: 'Last send' }))
const statusLine = () => lastSend().getByRole('status')
const radio = (name: string) => form().getByRole('radio', { name })

async function typeText(user: User, contact: string, message: string) {
  await user.type(form().getByRole('textbox', { name: 'Contact id' }), contact)
  await user.type(form().getByLabelText('Message'), message)
}

async function send(user: User) {
  await user.click(form().getByRole('button', { name: 'Send message' }))
}

/** The toast of that type (success or error) that says `text`. */
async function findToast(type: 'success' | 'error', text: string) {
  const toast = (await screen.findAllByText(text)).find((element) => element.closest('[data-sonner-toast]'))
  expect(toast?.closest('[data-sonner-toast]')).toHaveAttribute('data-type', type)
}

describe('a send the API answers with an error', { timeout: 30_000 }, () => {
  it('is a failure even with HTTP 200: the result, the history and the toast say so, in plain words', async () => {
    answerSend('whatsapp/sendtext', { id: 'msg_bad', status: 'queued', error: '131026: Message undeliverable' })
    const { user } = await openConsole()
    await typeText(user, 'ct_1', 'Your order is on its way')
    await send(user)

    await waitFor(() => expect(statusLine()).toHaveTextContent(/^WhatsApp text to ct_1: failed\. WhatsApp could not/))
    expect(await lastSend().findByText('Failed')).toBeInTheDocument()
    expect(lastSend().getByText('131026: Message undeliverable')).toHaveAttribute('dir', 'auto')
    expect(lastSend().queryByText('Queued')).not.toBeInTheDocument()
    await findToast('error', statusLine().textContent ?? '?')

    const table = await screen.findByRole('table', { name: 'Sent this session' })
    const row = within(within(table).getAllByRole('row')[1] as HTMLElement)
    expect(table).not.toHaveTextContent('msg_bad')
    for (const name of ['WhatsApp text', 'ct_1', 'Failed']) expect(row.getByRole('cell', { name })).toBeInTheDocument()
    expect(
      row.getByRole('cell', { name: /^WhatsApp could not deliver the message.*131026: Message undeliverable$/ }),
    ).toBeInTheDocument()
  })

  it('is a success without one, or with an empty one', async () => {
    answerSend('whatsapp/sendtext', { id: 'msg_ok', status: 'queued', error: '  ' })
    const { user } = await openConsole()
    await typeText(user, 'ct_1', 'Hi')
    await send(user)

    await waitFor(() => expect(statusLine()).toHaveTextContent('WhatsApp text to ct_1: queued.'))
    expect(await lastSend().findByText('Queued')).toBeInTheDocument()
    expect(lastSend().getByText('None')).toBeInTheDocument()
    await findToast('success', 'WhatsApp text to ct_1: queued.')
  })

  it('shows an error it has no words for as it came, as text', async () => {
    const markup = '<img src=x onerror="alert(1)"> Provider hiccup'
    answerSend('instagram/sendtext', { id: 'msg_odd', status: 'sent', error: markup })
    const { user } = await openConsole('?channel=instagram')
    await typeText(user, 'ct_4', 'Hi')
    await send(user)

    await waitFor(() => expect(statusLine()).toHaveTextContent(`Instagram text to ct_4: failed: ${markup}`))
    expect(await lastSend().findByText(markup)).toHaveAttribute('dir', 'auto')
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })
})

describe('the 24-hour window', { timeout: 30_000 }, () => {
  it('is said under Send on WhatsApp text and media, Messenger text and Instagram text, and not on templates', async () => {
    const { user } = await openConsole()
    const shown: string[] = []
    for (const [channel, kinds] of [
      ['WhatsApp', ['Text', 'Media', 'Template']],
      ['Messenger', ['Text', 'Media', 'Template']],
      ['Instagram', ['Text', 'Template']],
      ['Telegram', ['Template']],
    ] as const) {
      await user.click(radio(channel))
      for (const kind of kinds) {
        await user.click(radio(kind))
        await waitFor(() => expect(radio(kind)).toBeChecked())
        if (form().queryByText(windowRule)) {
          expect(form().getByRole('button', { name: 'Send a template instead' })).toBeInTheDocument()
          shown.push(`${channel} ${kind}`)
        } else expect(form().queryByRole('button', { name: 'Send a template instead' })).not.toBeInTheDocument()
      }
    }
    expect(shown).toEqual(['WhatsApp Text', 'WhatsApp Media', 'Messenger Text', 'Instagram Text'])
  })

  it('a refusal for the window says why, and one click opens the template send with the form kept', async () => {
    answerSend('whatsapp/sendtext', { error: '(#131047) Re-engagement message' }, 400)
    const { user, router } = await openConsole()
    await user.click(radio('Phone number'))
    await user.type(form().getByRole('textbox', { name: 'Phone number' }), '+44 7700 900123')
    await user.type(form().getByLabelText('Message'), 'Your table is ready')
    await send(user)

    expect(await form().findByRole('alert')).toHaveTextContent('(#131047) Re-engagement message')
    expect(await form().findByText(windowClosedWords)).toBeInTheDocument()
    expect(form().queryByText(windowRule)).not.toBeInTheDocument()

    await user.click(form().getByRole('button', { name: 'Send a template instead' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ channel: 'whatsapp', kind: 'template' }))
    expect(radio('Template')).toBeChecked()
    expect(radio('Template')).toHaveFocus()
    expect(form().getByRole('textbox', { name: 'Phone number' })).toHaveValue('+44 7700 900123')
    expect(form().queryByRole('alert')).not.toBeInTheDocument()
    expect(await form().findByRole('combobox', { name: 'Template' })).toBeInTheDocument()

    await user.click(radio('Text'))
    expect(form().getByLabelText('Message')).toHaveValue('Your table is ready')
    expect(form().getByText(windowRule)).toBeInTheDocument()
  })

  it('a send answered 200 with the window error is explained in the result, whose button goes to a template', async () => {
    answerSend('messenger/sendtext', { id: 'msg_late', status: 'queued', error: '131047: Re-engagement message' })
    const { user, router } = await openConsole('?channel=messenger')
    await typeText(user, 'ct_2', 'Still there?')
    await send(user)

    await waitFor(() => expect(statusLine()).toHaveTextContent(`Messenger text to ct_2: failed. ${windowClosedWords}`))
    await user.click(lastSend().getByRole('button', { name: 'Send a template instead' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ channel: 'whatsapp', kind: 'template' }))
    expect(radio('WhatsApp')).toBeChecked()
    expect(form().getByRole('textbox', { name: 'Contact id' })).toHaveValue('ct_2')
    await user.click(radio('Text'))
    expect(form().getByLabelText('Message')).toHaveValue('Still there?')
  })
})
