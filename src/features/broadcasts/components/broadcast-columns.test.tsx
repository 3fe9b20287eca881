import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { segmentQueries } from '@/resources/segments'
import { requestedUrls } from '@/test/app-test-helpers'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { textsByRole } from '@/test/texts-by-role'
import { broadcastFixtures as fixtures } from '@/test/broadcast-fixture'

const { server } = withDemoServer()
const workspaceId = 'ws_1'
let requested: URL[] = []

beforeEach(() => {
  connectAs()
  requested = requestedUrls(server)
  server.use(
    http.get('*/v1/broadcasts', () =>
      HttpResponse.json([fixtures.bare(), fixtures.scheduled(), fixtures.completed(), fixtures.unknown()]),
    ),
  )
})

async function openList() {
  const view = renderApp(`/w/${workspaceId}/broadcasts`)
  const table = await screen.findByRole('table', { name: 'Broadcasts' }, { timeout: 5000 })
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5))
  const headers = textsByRole(table, 'columnheader')
  /** A row's cell under this header, without the header's copy shown on phones. */
  const cell = (name: string, header: string) => {
    const row = within(table).getByText(name).closest('tr') as HTMLElement
    const found = within(row).getAllByRole('cell')[headers.indexOf(header)]
    if (!found) throw new Error(`no ${header} cell`)
    return found.lastElementChild as HTMLElement
  }
  return { ...view, table, cell }
}

describe('the broadcast list’s columns', () => {
  it('keep a broadcast in the spec’s bare shape as today: its name and type, every other column not given', async () => {
    const { cell } = await openList()
    expect(cell('Bare teaser', 'Type')).toHaveTextContent(/^Text$/)
    for (const header of ['Template', 'Audience', 'Status', 'When', 'Delivered', 'Read', 'Replied', 'Failed']) {
      const value = cell('Bare teaser', header)
      expect(value, header).toHaveTextContent(/^—not given$/)
      expect(within(value).getByText('—')).toHaveAttribute('aria-hidden', 'true')
    }
  })

  it('show a campaign’s template, audience, status with its meaning, and when it is scheduled for', async () => {
    const { cell } = await openList()
    expect(cell('Weekend promo', 'Template')).toHaveTextContent('order_confirmation · English (UK)')
    expect(cell('Weekend promo', 'Audience')).toHaveTextContent(/^2 segments$/)
    const status = within(cell('Weekend promo', 'Status')).getByText('Scheduled').closest('[data-tooltip]')
    expect(status).toHaveAccessibleDescription('Waiting for its send time: it can still be edited or cancelled.')
    expect(status).toHaveAttribute('data-tooltip', 'Waiting for its send time: it can still be edited or cancelled.')
    const when = cell('Weekend promo', 'When')
    expect(when).toHaveTextContent(/^Scheduled for \d+ \w+ \d{4}/)
    const time = within(when).getByText(/\d{4}/).closest('time')
    expect(Date.parse(time?.getAttribute('dateTime') ?? '')).toBeGreaterThan(Date.now())
    expect(cell('Loyalty week', 'When')).toHaveTextContent(/^Completed 20 Nov 2026/)
  })

  it('name the segments from a list already in the cache, with no request for them', async () => {
    const { cell, queryClient } = await openList()
    queryClient.setQueryData(segmentQueries.choices(workspaceId).queryKey, [
      { id: 'seg_1', name: 'VIP customers' },
      { id: 'seg_9', name: 'Elsewhere' },
    ])
    await waitFor(() =>
      expect(cell('Weekend promo', 'Audience')).toHaveTextContent('2 segments: VIP customers and 1 other'),
    )
    expect(requested.filter((url) => url.pathname.startsWith('/v1/segments'))).toEqual([])
  })

  it('say whom a retarget reaches, and of which broadcast: its name when known, else its id', async () => {
    const { cell } = await openList()
    expect(cell('Loyalty week', 'Audience')).toHaveTextContent(/^Did not read · Bare teaser$/)
    // An engagement it does not know, of a broadcast it has not read: both as sent.
    expect(cell('Odd one', 'Audience')).toHaveTextContent(/^clicked · bc_gone$/)
  })

  it('show a status it does not know as sent, saying so in its description', async () => {
    const { cell } = await openList()
    const status = within(cell('Odd one', 'Status')).getByText('Queued for review').closest('[data-tooltip]')
    expect(status).toHaveAccessibleDescription('A status this dashboard does not know yet, named as the API sent it.')
    // Figures of another shape are not counts: not given, never "NaN".
    expect(cell('Odd one', 'Delivered')).toHaveTextContent(/^—not given$/)
  })

  it('show the record’s figures as counts and rates of its recipients, and read no log for them', async () => {
    const { cell } = await openList()
    expect(cell('Loyalty week', 'Delivered')).toHaveTextContent(/^180 \(90%\)$/)
    expect(cell('Loyalty week', 'Read')).toHaveTextContent(/^90 \(45%\)$/)
    expect(cell('Loyalty week', 'Replied')).toHaveTextContent(/^9 \(4\.5%\)$/)
    expect(cell('Loyalty week', 'Failed')).toHaveTextContent(/^10 \(5%\)$/)
    expect(requested.map((url) => url.pathname).filter((path) => path.endsWith('/logs'))).toEqual([])
  })
})
