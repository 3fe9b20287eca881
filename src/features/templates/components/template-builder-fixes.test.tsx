import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { BASE, withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { checks, loadBuilderChecks, openBuilder } from '@/test/builder-test-kit'

beforeAll(loadBuilderChecks)

const { db, server } = withDemoServer()
const workspaceId = db.data.workspaces[0]?.id ?? 'ws_1'

beforeEach(() => connectAs())

async function openMarketingBuilder() {
  const { user } = await openBuilder(workspaceId)
  await user.selectOptions(screen.getByLabelText('Category'), 'MARKETING')
  await user.type(screen.getByLabelText('Body text'), 'Our winter sale starts today with up to 40% off everything.')
  return user
}

const optOutStatus = () =>
  checks().getByText('A marketing template offers an opt-out').closest('li')?.getAttribute('data-status')
const footer = () => screen.getByLabelText('Footer text')

describe('the opt-out fix', () => {
  it('keeps the footer the user wrote, adds the opt-out line after it, and can be undone', async () => {
    const user = await openMarketingBuilder()
    await user.type(footer(), 'Northwind Retail')
    await user.click(checks().getByRole('button', { name: 'Add opt-out footer' }))
    expect(footer()).toHaveValue('Northwind Retail · Reply STOP to unsubscribe')
    expect(optOutStatus()).toBe('pass')
    expect(document.activeElement).toBe(footer())

    expect(checks().getByRole('status')).toHaveTextContent('Added the opt-out line to the footer.')
    await user.click(checks().getByRole('button', { name: 'Undo' }))
    expect(footer()).toHaveValue('Northwind Retail')
    expect(optOutStatus()).toBe('fail')
    expect(checks().queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
    expect(document.activeElement).toBe(footer())
  })

  it('offers the opt-out quick reply when the footer has no room, and undo takes it away again', async () => {
    const user = await openMarketingBuilder()
    const ownFooter = 'Northwind Retail, 1 High Street, London'
    await user.type(footer(), ownFooter)
    expect(checks().queryByRole('button', { name: 'Add opt-out footer' })).not.toBeInTheDocument()
    await user.click(checks().getByRole('button', { name: 'Add opt-out button' }))
    expect(footer()).toHaveValue(ownFooter)
    expect(screen.getByLabelText('Button 1 text')).toHaveValue('Stop promotions')
    expect(optOutStatus()).toBe('pass')
    expect(document.activeElement).toBe(screen.getByLabelText('Button 1 text'))

    await user.click(checks().getByRole('button', { name: 'Undo' }))
    expect(screen.queryByLabelText('Button 1 text')).not.toBeInTheDocument()
    expect(footer()).toHaveValue(ownFooter)
    expect(optOutStatus()).toBe('fail')
    expect(document.activeElement).not.toBe(document.body)
  })

  it('stops offering undo once the user edits what the fix changed', async () => {
    const user = await openMarketingBuilder()
    await user.click(checks().getByRole('button', { name: 'Add opt-out footer' }))
    expect(checks().getByRole('button', { name: 'Undo' })).toBeInTheDocument()
    await user.type(footer(), '!')
    expect(checks().queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
    expect(footer()).toHaveValue('Reply STOP to unsubscribe!')
  })
})

describe('a failed submit', () => {
  it("shows the server's message next to the submit button and keeps focus there", async () => {
    server.use(
      http.post(`${BASE}/v1/whatsapp-template`, () =>
        HttpResponse.json({ error: 'The review queue is closed for maintenance.' }, { status: 400 }),
      ),
    )
    renderApp(`/w/${workspaceId}/templates/new`)
    await screen.findByRole('heading', { name: 'New WhatsApp template' })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Name'), 'component_test_refused')
    await user.type(screen.getByLabelText('Body text'), 'Welcome to Northwind, we are glad you are here.')
    expect(await screen.findByText('This name is free in this workspace.', {}, { timeout: 3000 })).toBeInTheDocument()

    const submit = screen.getByRole('button', { name: 'Submit for review' })
    await user.click(submit)
    const error = (await screen.findByText('The API did not accept the template')).closest<HTMLElement>(
      '[role="alert"]',
    )
    expect(error).toHaveTextContent('The review queue is closed for maintenance.')
    expect(submit.parentElement).toContainElement(error)
    expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeEnabled()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit for review' }))
  })
})
