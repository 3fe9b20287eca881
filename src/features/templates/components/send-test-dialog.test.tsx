import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TemplateBody } from '@/api/templates'
import { loadSentMessages } from '@/resources/sent-messages'
import { connectAs } from '@/test/connect-as'
import { BASE, withDemoServer } from '@/test/demo-harness'
import { loadOwnNumber } from '@/components/send-test/own-number-storage'
import { openTemplatePage, storeTemplate } from '@/test/builder-test-kit'

const demo = withDemoServer()
const { db } = demo
const workspace = db.data.workspaces[0] ?? { id: 'ws_1', title: 'Workspace' }
const other = db.data.workspaces[1] ?? { id: 'ws_2', title: 'Other' }

beforeEach(() => connectAs())

const probe = (status: string): TemplateBody => ({
  category: 'UTILITY',
  language: 'en_GB',
  name: `test_probe_${status.toLowerCase()}`,
  status,
  components: [
    { type: 'BODY', text: 'Hi {{1}}, your order {{2}} is on its way.', example: { body_text: [['Ana', 'A-1042']] } },
  ],
})

async function openDetail(status = 'APPROVED', ws = workspace) {
  const body = probe(status)
  storeTemplate(db, ws, `tpl_${body.name}`, body)
  const view = await openTemplatePage(`/w/${ws.id}/templates/tpl_${body.name}`, body.name)
  return { ...view, name: body.name }
}

/** The dialog's text as shown, without what is folded under Technical details. */
function shownText(dialog: HTMLElement): string {
  const copy = dialog.cloneNode(true) as HTMLElement
  copy.querySelectorAll('details').forEach((details) => details.remove())
  return copy.textContent ?? ''
}

async function openDialog(user: Awaited<ReturnType<typeof openDetail>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Send a test' }))
  return within(await screen.findByRole('dialog', { name: 'Send a test' }, { timeout: 5000 }))
}

/** The bodies the demo API receives on the send-template endpoint. */
function captureSends() {
  const bodies: Promise<unknown>[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/v1/messages/whatsapp/sendtemplate')
      bodies.push(request.clone().json())
  }
  demo.server.events.on('request:start', listener)
  return () => Promise.all(bodies)
}

describe('Send a test', () => {
  it('is offered on an approved template only, whatever other status it has', async () => {
    for (const status of ['PENDING', 'REJECTED', 'PAUSED_BY_META']) {
      const { unmount } = await openDetail(status)
      expect(screen.getByRole('link', { name: 'Duplicate as new' })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Send a test' })).not.toBeInTheDocument()
      unmount()
    }
    await openDetail('APPROVED')
    expect(screen.getByRole('button', { name: 'Send a test' })).toHaveAttribute('aria-haspopup', 'dialog')
  })

  it('asks for a value per variable, the examples as placeholders, and shows the message filled in', async () => {
    const { user } = await openDetail()
    const dialog = await openDialog(user)
    const first = dialog.getByRole('textbox', { name: 'Body {{1}}' })
    expect(first).toHaveAttribute('placeholder', 'Ana')
    expect(dialog.getByRole('textbox', { name: 'Body {{2}}' })).toHaveAttribute('placeholder', 'A-1042')
    await user.type(first, 'Sam')
    const preview = dialog.getByRole('region', { name: 'As the customer reads it' })
    expect(preview).toHaveTextContent(/^.*Hi Sam, your order/)
    await user.click(dialog.getByRole('button', { name: 'Use the examples' }))
    // Examples fill every value, the typed one included.
    expect(preview).toHaveTextContent('Hi Ana, your order A-1042 is on its way.')
  })

  it('refuses a send without values, on the first empty one', async () => {
    const { user } = await openDetail()
    const sends = captureSends()
    const dialog = await openDialog(user)
    await user.type(dialog.getByRole('textbox', { name: 'Your phone number' }), '+447700900123')
    await user.click(dialog.getByRole('button', { name: 'Send test' }))
    const first = dialog.getByRole('textbox', { name: 'Body {{1}}' })
    expect(await dialog.findAllByText('Give a value: WhatsApp refuses an empty one')).toHaveLength(2)
    expect(first).toHaveFocus()
    expect(await sends()).toEqual([])
  })

  it('checks the number with the phone-number rule and focuses the field', async () => {
    const { user } = await openDetail()
    const sends = captureSends()
    const dialog = await openDialog(user)
    const field = dialog.getByRole('textbox', { name: 'Your phone number' })
    expect(field).toHaveValue('')
    await user.click(dialog.getByRole('button', { name: 'Send test' }))
    expect(await dialog.findByText('Enter your phone number')).toBeInTheDocument()
    expect(field).toHaveFocus()
    await user.type(field, '07700 900123')
    await user.click(dialog.getByRole('button', { name: 'Send test' }))
    expect(await dialog.findByText(/^A \+ and the country code/)).toBeInTheDocument()
    expect(field).toHaveFocus()
    expect(await sends()).toEqual([])
  })

  it('sends the name, language and values to the number, shows the answer, keeps it in the history and remembers the number per workspace', async () => {
    const { user, unmount, name } = await openDetail()
    const sends = captureSends()
    const dialog = await openDialog(user)
    await user.type(dialog.getByRole('textbox', { name: 'Your phone number' }), ' +44 (0)7700-900 123 ')
    await user.click(dialog.getByRole('button', { name: 'Use the examples' }))
    await user.click(dialog.getByRole('button', { name: 'Send test' }))

    const answer = within(await dialog.findByRole('region', { name: 'What the API answered' }))
    expect(answer.getByRole('status')).toHaveTextContent(`Test of “${name}” to +4407700900123: queued.`)
    const id = answer.getByText(/^msg_/).textContent
    expect(answer.getByText('None')).toBeInTheDocument()
    expect(answer.getByRole('link', { name: 'See it in the Messages history' })).toHaveAttribute(
      'href',
      `/w/${workspace.id}/messages?channel=whatsapp&kind=template#sent-history-heading`,
    )
    expect(await sends()).toEqual([
      {
        recepient: { phoneNumber: '+4407700900123' },
        workspace: { id: workspace.id },
        template: { name, language: 'en_GB' },
        bodyTextParameters: ['Ana', 'A-1042'],
      },
    ])
    expect(loadSentMessages(workspace.id)).toEqual([
      expect.objectContaining({ endpoint: 'whatsappTemplate', recipient: '+4407700900123', id, status: 'queued' }),
    ])
    const toasts = within(await screen.findByRole('region', { name: /Notifications/ }))
    expect(await toasts.findByText(`Test of “${name}” to +4407700900123: queued.`)).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Send again' })).toBeInTheDocument()

    expect(loadOwnNumber(workspace.id)).toBe('+44 (0)7700-900 123')
    expect(loadOwnNumber(other.id)).toBe('')
    unmount()
    const again = await openDetail()
    expect((await openDialog(again.user)).getByRole('textbox', { name: 'Your phone number' })).toHaveValue(
      '+44 (0)7700-900 123',
    )
    again.unmount()
    const elsewhere = await openDetail('APPROVED', other)
    expect((await openDialog(elsewhere.user)).getByRole('textbox', { name: 'Your phone number' })).toHaveValue('')
  })

  it('once sent, offers Done as the main action and sending again as a quiet one, with no endpoint in sight', async () => {
    const { user } = await openDetail()
    window.localStorage.setItem(`inbox-console:session-record:own-phone-number:${workspace.id}`, '+447700900123')
    const dialog = await openDialog(user)
    await user.click(dialog.getByRole('button', { name: 'Use the examples' }))
    await user.click(dialog.getByRole('button', { name: 'Send test' }))
    await dialog.findByRole('region', { name: 'What the API answered' })
    await screen.findByRole('region', { name: /Notifications/ })
    // Toasts come in at the top, away from the dialog's buttons at its bottom.
    await waitFor(() =>
      expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top'),
    )
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center')
    // Sent: Done is the main action and has the focus; sending again is a quiet one beside it, and Cancel is gone.
    const done = dialog.getByRole('button', { name: 'Done' })
    await waitFor(() => expect(done).toHaveFocus())
    expect(done).toHaveClass('bg-indigo-600')
    const sendAgain = dialog.getByRole('button', { name: 'Send again' })
    expect(sendAgain).toHaveAttribute('type', 'submit')
    expect(sendAgain).not.toHaveClass('bg-indigo-600')
    expect(sendAgain.compareDocumentPosition(done) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(dialog.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
    // No endpoint in the words shown (an id or endpoint may sit only under Technical details).
    expect(shownText(screen.getByRole('dialog', { name: 'Send a test' }))).not.toMatch(/\/v1\/|sendtemplate|POST /)
    await user.click(done)
    expect(screen.queryByRole('dialog', { name: 'Send a test' })).not.toBeInTheDocument()
  })

  it('leads to the Messages screen, whose history lists the test', async () => {
    const { user } = await openDetail()
    window.localStorage.setItem(`inbox-console:session-record:own-phone-number:${workspace.id}`, '+447700900123')
    const dialog = await openDialog(user)
    await user.click(dialog.getByRole('button', { name: 'Use the examples' }))
    await user.click(dialog.getByRole('button', { name: 'Send test' }))
    await user.click(await dialog.findByRole('link', { name: 'See it in the Messages history' }))
    await screen.findByRole('heading', { level: 1, name: 'Messages' }, { timeout: 5000 })
    const history = within(await screen.findByRole('table', { name: 'Sent this session' }))
    expect(history.getByText('+447700900123')).toBeInTheDocument()
    expect(history.getByText('WhatsApp template')).toBeInTheDocument()
  })

  it('shows the server’s refusal and stays open, recording and remembering nothing', async () => {
    const { user } = await openDetail()
    demo.server.use(
      http.post(`${BASE}/v1/messages/whatsapp/sendtemplate`, () =>
        HttpResponse.json({ error: 'Template test_probe_approved is PAUSED' }, { status: 400 }),
      ),
    )
    const dialog = await openDialog(user)
    await user.type(dialog.getByRole('textbox', { name: 'Your phone number' }), '+447700900123')
    await user.click(dialog.getByRole('button', { name: 'Use the examples' }))
    await user.click(dialog.getByRole('button', { name: 'Send test' }))
    expect(await dialog.findByText(/Template test_probe_approved is PAUSED/)).toBeInTheDocument()
    expect(dialog.queryByRole('region', { name: 'What the API answered' })).not.toBeInTheDocument()
    expect(loadSentMessages(workspace.id)).toEqual([])
    expect(loadOwnNumber(workspace.id)).toBe('')
  })

  it('a 200 that carries an error is a failure: in words in the answer and in an error toast', async () => {
    const { user, name } = await openDetail()
    demo.server.use(
      http.post(`${BASE}/v1/messages/whatsapp/sendtemplate`, () =>
        HttpResponse.json({ id: 'msg_x', status: 'queued', error: '131026: Message undeliverable' }),
      ),
    )
    const dialog = await openDialog(user)
    await user.type(dialog.getByRole('textbox', { name: 'Your phone number' }), '+447700900123')
    await user.click(dialog.getByRole('button', { name: 'Use the examples' }))
    await user.click(dialog.getByRole('button', { name: 'Send test' }))
    const answer = within(await dialog.findByRole('region', { name: 'What the API answered' }))
    expect(answer.getByRole('status')).toHaveTextContent(
      `Test of “${name}” to +447700900123: failed. WhatsApp could not deliver the message`,
    )
    expect(answer.getByText('Failed')).toBeInTheDocument()
    expect(answer.getByText('131026: Message undeliverable')).toBeInTheDocument()
    const toasts = within(await screen.findByRole('region', { name: /Notifications/ }))
    expect(await toasts.findByText(/: failed\. WhatsApp could not deliver the message/)).toBeInTheDocument()
    // Not sent: trying again stays the main action, beside Cancel.
    expect(dialog.getByRole('button', { name: 'Try again' })).toHaveClass('bg-indigo-600')
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(dialog.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument()
  })

  it('says when to try again after too many requests', async () => {
    const { user } = await openDetail()
    demo.server.use(
      http.post(`${BASE}/v1/messages/whatsapp/sendtemplate`, () =>
        HttpResponse.json({ error: 'Too many requests' }, { status: 429, headers: { 'retry-after': '30' } }),
      ),
    )
    const dialog = await openDialog(user)
    await user.type(dialog.getByRole('textbox', { name: 'Your phone number' }), '+447700900123')
    await user.click(dialog.getByRole('button', { name: 'Use the examples' }))
    await user.click(dialog.getByRole('button', { name: 'Send test' }))
    expect(await dialog.findByText(/Try again in 30 seconds\./)).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Send a test' })).toBeInTheDocument()
  })
})
