import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

const demo = withDemoServer()

beforeEach(() => connectAs())

const NAME = 'Delivery status to BI'

/** The seeded webhook with an event kind newer than the spec, given a field the spec does not name either. */
function newerWebhook() {
  const stored = demo.db.data.webhooks.find((webhook) => webhook.name === NAME)
  if (!stored) throw new Error('the seed has no webhook with a newer event kind')
  Object.assign(stored, { retryPolicy: { maxAttempts: 5 } })
  return stored
}

/** The body of every PUT to the webhooks, as sent. */
function recordPutBodies(): unknown[] {
  const bodies: unknown[] = []
  demo.server.use(
    http.put('*/v1/webhooks/:webhookId', async ({ request }) => {
      bodies.push(await request.clone().json())
      return undefined
    }),
  )
  return bodies
}

async function openWebhooks() {
  renderApp('/webhooks')
  const table = await screen.findByRole('table', { name: 'Webhooks' }, { timeout: 10_000 })
  await within(table).findByRole('cell', { name: NAME })
  return { table, user: userEvent.setup() }
}

describe('a webhook with what the dashboard does not know', { timeout: 20_000 }, () => {
  it('is listed, and switching it off sends back its newer event kind and unknown field', async () => {
    const stored = newerWebhook()
    const bodies = recordPutBodies()
    const { user } = await openWebhooks()
    await user.click(screen.getByRole('switch', { name: `Active: ${NAME}` }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ active: false, events: stored.events, retryPolicy: { maxAttempts: 5 } })
    await waitFor(() => expect(stored.active).toBe(false))
    expect(stored.events).toContain('message_status_updated')
  })

  it('shows the newer kind in its form, read-only, and keeps it and the unknown field when saved', async () => {
    newerWebhook()
    const bodies = recordPutBodies()
    const { user } = await openWebhooks()
    await user.click(screen.getByRole('button', { name: `Edit ${NAME}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' })
    const note = within(dialog).getByRole('region', { name: /does not know yet/ })
    expect(within(note).getByRole('listitem')).toHaveTextContent('message_status_updated')
    expect(within(note).queryByRole('checkbox')).toBeNull()
    await user.click(
      within(within(dialog).getByRole('group', { name: 'WhatsApp' })).getByRole('checkbox', { name: 'Incoming' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    const sent = bodies[0] as { events: string[]; retryPolicy: unknown }
    expect(sent.events).toContain('message_status_updated')
    expect(sent.events).toContain('incoming_whatsapp_message')
    expect(sent.retryPolicy).toEqual({ maxAttempts: 5 })
  })
})
