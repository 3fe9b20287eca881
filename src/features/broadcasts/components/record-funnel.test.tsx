import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Broadcast } from '@/api/broadcasts'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { broadcastFixtures as fixtures } from '@/test/broadcast-fixture'
import { makeLog } from '@/test/log-fixture'

const { server } = withDemoServer()
const workspaceId = 'ws_1'
/** Three logs: far fewer than the 200 recipients the record counts. */
const logs = [makeLog({ status: 'read' }), makeLog({ status: 'delivered' }), makeLog({ status: 'failed', error: 'x' })]
let fullReads = 0

function serve(broadcast: Broadcast) {
  server.use(
    http.get(`*/v1/broadcasts/${broadcast.id}`, () => HttpResponse.json(broadcast)),
    http.get(`*/v1/broadcasts/${broadcast.id}/logs`, ({ request }) => {
      if (new URL(request.url).searchParams.get('limit') === '1000') fullReads += 1
      return HttpResponse.json(new URL(request.url).searchParams.get('page') === '1' ? logs : [])
    }),
  )
}

beforeEach(() => {
  connectAs()
  fullReads = 0
})

async function openDetail(broadcast: Broadcast) {
  serve(broadcast)
  renderApp(`/w/${workspaceId}/broadcasts/${broadcast.id}`)
  await screen.findByRole('heading', { level: 1, name: broadcast.name }, { timeout: 5000 })
  return userEvent.setup({ delay: null })
}

/** The bars of the chart whose caption starts so (jsdom does not name a figure by its caption). */
const bars = (container: HTMLElement, caption: RegExp) =>
  within(within(container).getByText(caption).closest('figure') as HTMLElement)
    .getAllByRole('listitem')
    .map((bar) => bar.textContent)

describe('the broadcast’s figures from its record', () => {
  it('show at once, with no log read: recipients → sent → delivered → read → replied, and failed, as counts and rates', async () => {
    await openDetail(fixtures.completed())
    const figures = screen.getByRole('region', { name: 'Figures' })
    expect(figures).toHaveTextContent('From the broadcast record: the service’s own counts.')
    expect(bars(figures, /^Delivery funnel/)).toEqual([
      'Recipients200 (100%)',
      'Sent or further190 (95%)',
      'Delivered or further180 (90%)',
      'Read or further90 (45%)',
      'Replied, opt-outs included9 (4.5%)',
      'Failed10 (5%)',
    ])
    // The report's labels where the record counts the same way; never its "Replied, not opting out".
    expect(figures).toHaveTextContent('The record counts every reply, those asking for no more messages')
    expect(fullReads).toBe(0)
    // The record's facts beside them: the status's meaning in words.
    expect(
      screen.getByText('Every message went out: its figures are final but for late reads and replies.'),
    ).toBeVisible()
  })

  it('and the report from the logs each say what they count when their totals differ', async () => {
    const user = await openDetail(fixtures.completed())
    const figures = screen.getByRole('region', { name: 'Figures' })
    expect(figures).not.toHaveTextContent(/logs read/)
    const report = screen.getByRole('region', { name: 'Report' })
    await user.click(within(report).getByRole('button', { name: 'Full report' }))
    await within(report).findByText(/^Every log read: 3 logs/)

    expect(figures).toHaveTextContent(
      'From the broadcast record: the service’s own counts. The report below counts the 3 logs read instead, so its figures differ.',
    )
    expect(within(report).getByText(/^From the 3 logs read, not the broadcast record’s own counts above/)).toBeVisible()
    expect(bars(report, /^Status funnel/)[0]).toBe('Attempted3 (100%)')
    expect(fullReads).toBeGreaterThan(0)
  })

  it('are not there for a broadcast in the spec’s bare shape, whose report says nothing of a record', async () => {
    const user = await openDetail(fixtures.bare())
    expect(screen.queryByRole('region', { name: 'Figures' })).not.toBeInTheDocument()
    const report = screen.getByRole('region', { name: 'Report' })
    await user.click(within(report).getByRole('button', { name: 'Full report' }))
    await within(report).findByText(/^Every log read: 3 logs/)
    await waitFor(() => expect(within(report).getByText(/^Status funnel/)).toBeVisible())
    expect(within(report).queryByText(/broadcast record/)).not.toBeInTheDocument()
  })
})
