import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { textsByRole } from '@/test/texts-by-role'

const demo = withDemoServer()

beforeEach(() => connectAs())

/** The method and path of every webhook request that reaches the demo server. */
function recordWebhookRequests(): string[] {
  const seen: string[] = []
  const record = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/v1/webhooks')) seen.push(`${request.method} ${pathname}`)
  }
  demo.server.events.on('request:start', record)
  return seen
}

async function openWebhooks() {
  const view = renderApp('/webhooks')
  const table = await screen.findByRole('table', { name: 'Webhooks' }, { timeout: 10_000 })
  await within(table).findByRole('cell', { name: 'CRM contact sync' })
  return { ...view, table, user: userEvent.setup() }
}

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Webhooks' })).getByRole('row', {
    name: (rowName) => rowName.startsWith(name),
  })
const activeSwitch = (name: string) => screen.getByRole('switch', { name: `Active: ${name}` })
const group = (name: string) => screen.getByRole('group', { name })
const stored = (name: string) => demo.db.data.webhooks.find((webhook) => webhook.name === name)

/** Holds every PUT until the test opens its webhook's gate (or all gates); then it gets its normal answer. */
function holdPuts() {
  const gates = new Map<string, { opened: Promise<void>; open(): void }>()
  const gate = (webhookId: string) => {
    let found = gates.get(webhookId)
    if (!found) {
      let open = () => {}
      const opened = new Promise<void>((resolve) => {
        open = resolve
      })
      found = { opened, open }
      gates.set(webhookId, found)
    }
    return found
  }
  demo.server.use(
    http.put('*/v1/webhooks/:webhookId', ({ params }) => gate(String(params.webhookId)).opened.then(() => undefined)),
  )
  return (webhookId?: string) => {
    if (webhookId) gate(webhookId).open()
    else for (const { open } of gates.values()) open()
  }
}

// The first visit compiles the app's modules: on a loaded machine that alone can take seconds.
describe('webhooks screen', { timeout: 20_000 }, () => {
  it('lists webhooks with the address, an active switch, the event count and actions', async () => {
    const { table } = await openWebhooks()
    expect(textsByRole(table, 'columnheader')).toEqual(['Name', 'Server URL', 'Active', 'Events', 'Actions'])
    const crm = rowOf('CRM contact sync')
    expect(
      within(crm).getByRole('cell', { name: 'https://crm.northwind-retail.example/hooks/inbox' }),
    ).toBeInTheDocument()
    expect(within(crm).getByRole('cell', { name: '3 events' })).toBeInTheDocument()
    expect(activeSwitch('CRM contact sync')).toBeChecked()
    expect(activeSwitch('Legacy Telegram bot')).not.toBeChecked()
    expect(within(crm).getByRole('button', { name: 'Edit CRM contact sync' })).toBeInTheDocument()
    expect(within(crm).getByRole('button', { name: 'Delete CRM contact sync' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Webhooks' })[0]).toHaveAttribute('aria-current', 'page')
  })

  it('creates a webhook with events chosen by group, with a group’s "Select all"', async () => {
    const { user } = await openWebhooks()
    await user.click(screen.getByRole('button', { name: 'New webhook' }))
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Order desk')
    await user.type(within(dialog).getByRole('textbox', { name: 'Server URL' }), 'https://orders.example/hooks')
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked()

    await user.click(within(group('WhatsApp')).getByRole('checkbox', { name: 'Select all WhatsApp' }))
    expect(within(group('WhatsApp')).getByRole('checkbox', { name: 'Incoming' })).toBeChecked()
    expect(within(group('WhatsApp')).getByRole('checkbox', { name: 'Outgoing' })).toBeChecked()
    await user.click(within(group('Contacts')).getByRole('checkbox', { name: 'Contact created' }))
    expect(within(group('Contacts')).getByRole('checkbox', { name: 'Select all Contacts' })).toBePartiallyChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Create webhook' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Created “Order desk”')).toBeInTheDocument()
    expect(stored('Order desk')).toMatchObject({
      serverUrl: 'https://orders.example/hooks',
      active: true,
      events: ['incoming_whatsapp_message', 'outgoing_whatsapp_message', 'contact_created'],
    })
    expect(
      await within(screen.getByRole('table', { name: 'Webhooks' })).findByRole('cell', { name: 'Order desk' }),
    ).toBeInTheDocument()
    expect(within(rowOf('Order desk')).getByRole('cell', { name: '3 events' })).toBeInTheDocument()
  })

  it.each(['javascript:alert(1)', '/relative', 'ftp://x', 'http:/x'])(
    'refuses the address %j with a clear message and sends nothing',
    async (serverUrl) => {
      const requests = recordWebhookRequests()
      const { user } = await openWebhooks()
      await user.click(screen.getByRole('button', { name: 'New webhook' }))
      const dialog = await screen.findByRole('dialog', { name: 'New webhook' })
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sneaky')
      await user.type(within(dialog).getByRole('textbox', { name: 'Server URL' }), serverUrl)
      await user.click(within(group('Contacts')).getByRole('checkbox', { name: 'Select all Contacts' }))
      await user.click(within(dialog).getByRole('button', { name: 'Create webhook' }))

      const field = within(dialog).getByRole('textbox', { name: 'Server URL' })
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter a full http(s) address')),
      )
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveFocus()
      expect(screen.getByRole('dialog', { name: 'New webhook' })).toBeInTheDocument()
      expect(requests.filter((request) => request.startsWith('POST'))).toEqual([])
      expect(stored('Sneaky')).toBeUndefined()
    },
  )

  it('warns about an http:// address without blocking it', async () => {
    const { user } = await openWebhooks()
    await user.click(screen.getByRole('button', { name: 'New webhook' }))
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' })
    const field = within(dialog).getByRole('textbox', { name: 'Server URL' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Staging')
    await user.type(field, 'http://staging.example/hook')
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Deliveries to http:// are not encrypted'))
    expect(field).not.toHaveAttribute('aria-invalid')

    await user.click(within(group('Telegram')).getByRole('checkbox', { name: 'Incoming' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create webhook' }))
    expect(await screen.findByText('Created “Staging”')).toBeInTheDocument()
    expect(stored('Staging')).toMatchObject({
      serverUrl: 'http://staging.example/hook',
      events: ['incoming_telegram_message'],
    })
  })

  it('needs at least one event, with the error shown at the group', async () => {
    const requests = recordWebhookRequests()
    const { user } = await openWebhooks()
    await user.click(screen.getByRole('button', { name: 'New webhook' }))
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'No events')
    await user.type(within(dialog).getByRole('textbox', { name: 'Server URL' }), 'https://x.example/hook')
    await user.click(within(dialog).getByRole('button', { name: 'Create webhook' }))

    await waitFor(() =>
      expect(group('Events')).toHaveAccessibleDescription(expect.stringContaining('Choose at least one event')),
    )
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([])
  })

  it('edits a webhook’s events', async () => {
    const { user } = await openWebhooks()
    await user.click(screen.getByRole('button', { name: 'Edit CRM contact sync' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' })
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('CRM contact sync')
    expect(within(dialog).getByRole('textbox', { name: 'Server URL' })).toHaveValue(
      'https://crm.northwind-retail.example/hooks/inbox',
    )
    expect(within(group('Contacts')).getByRole('checkbox', { name: 'Select all Contacts' })).toBeChecked()

    await user.click(within(group('Contacts')).getByRole('checkbox', { name: 'Tag removed' }))
    await user.click(within(group('Website')).getByRole('checkbox', { name: 'Select all Website' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Saved “CRM contact sync”')).toBeInTheDocument()
    expect(stored('CRM contact sync')?.events).toEqual([
      'incoming_website_message',
      'outgoing_website_message',
      'contact_created',
      'contact_tag_added',
    ])
    await waitFor(() =>
      expect(within(rowOf('CRM contact sync')).getByRole('cell', { name: '4 events' })).toBeInTheDocument(),
    )
  })

  it('flips the active switch at once, with a PUT of the whole webhook, and ignores presses while it is saving', async () => {
    const requests = recordWebhookRequests()
    const open = holdPuts()
    const { user } = await openWebhooks()
    const before = stored('CRM contact sync')

    await user.click(activeSwitch('CRM contact sync'))
    expect(activeSwitch('CRM contact sync')).not.toBeChecked()
    expect(within(rowOf('CRM contact sync')).getByRole('status')).toHaveTextContent('Saving…')
    await user.click(activeSwitch('CRM contact sync'))
    expect(activeSwitch('CRM contact sync')).not.toBeChecked()
    expect(activeSwitch('CRM contact sync')).toHaveFocus()

    open()
    expect(await screen.findByText('Deactivated “CRM contact sync”')).toBeInTheDocument()
    expect(requests.filter((request) => request.startsWith('PUT'))).toEqual([`PUT /v1/webhooks/${before?.id}`])
    expect(stored('CRM contact sync')).toEqual({ ...before, active: false, updatedAt: expect.any(String) })
    expect(activeSwitch('CRM contact sync')).not.toBeChecked()
  })

  it('keeps two switches toggled at once: the first to finish does not refetch the other’s old state', async () => {
    const requests = recordWebhookRequests()
    const open = holdPuts()
    const { user } = await openWebhooks()
    const listReads = () => requests.filter((request) => request === 'GET /v1/webhooks').length
    const readsBefore = listReads()
    await user.click(activeSwitch('CRM contact sync'))
    await user.click(activeSwitch('Legacy Telegram bot'))

    open(stored('CRM contact sync')?.id)
    expect(await screen.findByText('Deactivated “CRM contact sync”')).toBeInTheDocument()
    expect(activeSwitch('Legacy Telegram bot')).toBeChecked()
    expect(listReads()).toBe(readsBefore)

    open()
    expect(await screen.findByText('Activated “Legacy Telegram bot”')).toBeInTheDocument()
    await waitFor(() => expect(listReads()).toBe(readsBefore + 1))
    expect(activeSwitch('CRM contact sync')).not.toBeChecked()
    expect(activeSwitch('Legacy Telegram bot')).toBeChecked()
    expect([stored('CRM contact sync')?.active, stored('Legacy Telegram bot')?.active]).toEqual([false, true])
  })

  it('rolls the switch back and shows the server’s message when the PUT is refused', async () => {
    demo.server.use(
      http.put('*/v1/webhooks/:webhookId', () =>
        HttpResponse.json({ error: 'Endpoint failed verification' }, { status: 500 }),
      ),
    )
    // Added last, so it answers first: the refusal waits for the gate.
    const open = holdPuts()
    const { user } = await openWebhooks()

    await user.click(activeSwitch('Legacy Telegram bot'))
    expect(activeSwitch('Legacy Telegram bot')).toBeChecked()
    open()
    expect(await screen.findByText('Endpoint failed verification')).toBeInTheDocument()
    await waitFor(() => expect(activeSwitch('Legacy Telegram bot')).not.toBeChecked())
    expect(stored('Legacy Telegram bot')?.active).toBe(false)
  })

  it('deletes a webhook through the confirmation', async () => {
    const { user } = await openWebhooks()
    await user.click(screen.getByRole('button', { name: 'Delete Legacy Telegram bot' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Legacy Telegram bot”?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete webhook' }))

    expect(await screen.findByText('Deleted “Legacy Telegram bot”')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(
      within(screen.getByRole('table', { name: 'Webhooks' })).queryByRole('cell', { name: 'Legacy Telegram bot' }),
    ).not.toBeInTheDocument()
    expect(stored('Legacy Telegram bot')).toBeUndefined()
  })
})
