import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Broadcast } from '@/api/broadcasts'
import { requestedUrls } from '@/test/app-test-helpers'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { broadcastFixtures as fixtures } from '@/test/broadcast-fixture'
import { makeLog } from '@/test/log-fixture'

const { server } = withDemoServer()
const workspaceId = 'ws_1'

/** A second finished campaign, its figures without a recipients total (sent + failed stand for it). */
const other: Broadcast = {
  ...fixtures.completed(),
  id: 'bc_done2',
  name: 'Gift cards',
  processedStats: null,
  deliveryStats: { sentCount: 90, deliveredCount: 45, readCount: 9, repliedCount: 0, failedCount: 10 },
}
/** Older than the list of choices: read on its own, and it carries figures too. */
const older: Broadcast = { ...other, id: 'bc_old', name: 'Spring sale' }
let requested: URL[] = []

beforeEach(() => {
  connectAs()
  requested = requestedUrls(server)
  server.use(
    http.get('*/v1/broadcasts', () => HttpResponse.json([fixtures.completed(), other, fixtures.bare()])),
    http.get('*/v1/broadcasts/bc_old', () => HttpResponse.json(older)),
    http.get('*/v1/broadcasts/:broadcastId/logs', ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('page') === '1'
          ? [makeLog({ status: 'read' }), makeLog({ status: 'failed', error: 'Number not on WhatsApp' })]
          : [],
      ),
    ),
  )
})

const logReads = () => requested.filter((url) => /\/logs$/.test(url.pathname)).map((url) => url.pathname)

async function openCompare(ids: string) {
  renderApp(`/w/${workspaceId}/broadcasts/compare?ids=${ids}`)
  await screen.findByRole('heading', { level: 1, name: 'Compare broadcasts' }, { timeout: 5000 })
  await screen.findByRole('checkbox', { name: 'Loyalty week' })
  return userEvent.setup({ delay: null })
}

/** Each body row's cells, without the header copies shown on phones. */
async function tableRows(name = 'Broadcasts side by side') {
  const table = await screen.findByRole('table', { name })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.lastElementChild?.textContent),
    )
}

describe('comparing broadcasts whose records carry their figures', () => {
  it('shows them side by side at once from the records, and reads no log', async () => {
    await openCompare('bc_done,bc_done2')
    expect(await tableRows()).toEqual([
      [
        'Loyalty weekFrom the broadcast record',
        '200',
        '180 (90%)',
        '90 (45%)',
        '9 (4.5%)',
        '10 (5%)',
        'Not in the record',
      ],
      ['Gift cardsFrom the broadcast record', '100', '45 (45%)', '9 (9%)', '0 (0%)', '10 (10%)', 'Not in the record'],
    ])
    // The record gives no failure reasons nor countries: no table of them.
    expect(screen.queryByRole('table', { name: 'Failure reasons and countries' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Compare' })).not.toBeInTheDocument()
    const notes = screen.getByRole('list', { name: 'What the figures count' })
    expect(within(notes).getByText('From the broadcast record').closest('li')).toHaveTextContent(/no log is read/)
    expect(logReads()).toEqual([])
  })

  it('reads the logs of the others only, and says so before', async () => {
    const user = await openCompare('bc_done,bc_bare')
    expect(
      screen.getByText(
        'With their figures in their record: 1 (nothing to read). Reading the other one takes under a second for 5,000 logs, at the pace the API allows.',
      ),
    ).toBeInTheDocument()
    expect(logReads()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Compare' }))
    const rows = await tableRows()
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['Loyalty weekFrom the broadcast record', '200', '180 (90%)'],
      ['Bare teaser', '2', '1 (50%)'],
    ])
    expect(await tableRows('Failure reasons and countries')).toEqual([
      ['Loyalty week', 'Not in the record', 'Not in the record'],
      ['Bare teaser', 'Number not on WhatsApp: 1', 'United Kingdom (+44): 2'],
    ])
    expect(new Set(logReads())).toEqual(new Set(['/v1/broadcasts/bc_bare/logs']))
  })

  it('reads the record of a picked broadcast the list does not hold, and no log of it', async () => {
    await openCompare('bc_done,bc_old')
    expect((await tableRows()).map((row) => row[0])).toEqual([
      'Loyalty weekFrom the broadcast record',
      'Spring saleFrom the broadcast record',
    ])
    await waitFor(() => expect(requested.map((url) => url.pathname)).toContain('/v1/broadcasts/bc_old'))
    expect(logReads()).toEqual([])
  })
})
