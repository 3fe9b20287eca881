import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestedUrls } from '@/test/app-test-helpers'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { broadcastFixtures as fixtures } from '@/test/broadcast-fixture'

const { server } = withDemoServer()
const workspaceId = 'ws_1'
const sending = fixtures.sending()
let recordReads = 0
let requested: URL[] = []

beforeEach(() => {
  connectAs()
  recordReads = 0
  requested = requestedUrls(server)
  server.use(
    // Each read of the record finds 100 more delivered; the fourth finds it completed.
    http.get(`*/v1/broadcasts/${sending.id}`, () => {
      recordReads += 1
      const delivered = 300 + 100 * (recordReads - 1)
      return HttpResponse.json({
        ...sending,
        deliveryStats: { ...sending.deliveryStats, deliveredCount: delivered },
        ...(recordReads >= 4 && { status: 'COMPLETED', completedAt: new Date().toISOString() }),
      })
    }),
    http.get(`*/v1/broadcasts/${sending.id}/logs`, () => HttpResponse.json([])),
  )
})
afterEach(() => vi.useRealTimers())

const logRequests = () => requested.filter((url) => url.pathname.endsWith('/logs')).length

describe('following a sending broadcast whose record carries its figures', () => {
  it('re-reads the record on the schedule, never a log page, until the record says it completed', async () => {
    renderApp(`/w/${workspaceId}/broadcasts/${sending.id}`)
    await screen.findByRole('heading', { level: 1, name: sending.name }, { timeout: 5000 })
    const figures = screen.getByRole('region', { name: 'Figures' })
    expect(within(figures).getByText('Still sending, as its record says: its figures can still move.')).toBeVisible()
    // One way to follow: through the record; the report offers none.
    const [follow, ...others] = screen.getAllByRole('button', { name: 'Follow live' })
    expect(others).toEqual([])
    expect(
      within(figures)
        .getByText(/^Delivered or further$/)
        .closest('li'),
    ).toHaveTextContent('Delivered or further300 (11.5%)')
    const logsBefore = logRequests()

    // The schedule's own clock: each wait is 15 s (a read that finds news starts the backoff again).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    await userEvent.setup({ delay: null }).click(follow as HTMLElement)
    expect(await within(figures).findByText(/^Following live: the broadcast’s own figures/)).toBeVisible()
    const delivered = () =>
      within(figures)
        .getByText(/^Delivered or further$/)
        .closest('li')
    for (const [reads, count] of [
      [2, '400 (15.4%)'],
      [3, '500 (19.2%)'],
    ] as const) {
      await vi.advanceTimersByTimeAsync(15_000)
      await waitFor(() => expect(delivered()).toHaveTextContent(`Delivered or further${count}`))
      expect(recordReads).toBe(reads)
    }
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await within(figures).findByText('Stopped following: the broadcast is no longer sending.')).toBeVisible()
    expect(delivered()).toHaveTextContent('Delivered or further600 (23.1%)')
    expect(recordReads).toBe(4)
    expect(logRequests()).toBe(logsBefore)
    expect(screen.queryByRole('button', { name: 'Follow live' })).not.toBeInTheDocument()
  })
})
