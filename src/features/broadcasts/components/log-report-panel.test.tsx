import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { isOptOutReply } from '@/domain/opt-out-reply'
import {
  LOGS_BROADCAST_ID,
  LOGS_PATH,
  LOGS_WORKSPACE_ID,
  openLogSection,
  withLogReads,
} from '@/test/broadcast-log-reads'
import { withDemoServer } from '@/test/demo-harness'

vi.mock('@/lib/download', () => ({ downloadText: vi.fn() }))

const demo = withDemoServer()
const logReads = withLogReads(demo)

/** Every page the full read asked for (the walker reads 1,000 logs a page), in order. */
const pagesAsked = () =>
  logReads.requests
    .filter((url) => url.searchParams.get('limit') === '1000')
    .map((url) => Number(url.searchParams.get('page')))

/** Answers one page of the full read with `respond` the first time it is asked for; every other request goes to the demo API. */
function onFirstRequestOfPage(page: number, respond: () => Response | Promise<Response>) {
  let answered = false
  demo.server.use(
    http.get(`*${LOGS_PATH}`, ({ request }) => {
      const url = new URL(request.url)
      if (answered || url.searchParams.get('limit') !== '1000' || url.searchParams.get('page') !== String(page))
        return undefined
      answered = true
      return respond()
    }),
  )
}

const openReport = () => openLogSection('Report')

const count = (n: number) => n.toLocaleString('en')

// Reading 5,200 logs through the app takes about a second, more on a loaded machine; a 429 adds its waits.
describe('full log report', { timeout: 15_000 }, () => {
  it('reads all 5,200 logs of the broadcast in 6 requests of 1,000 and shows the funnel and the statuses', async () => {
    const { logs } = await logReads.seeded()
    expect(logs).toHaveLength(5200)
    const { section: panel, user } = await openReport()
    await user.click(within(panel).getByRole('button', { name: 'Full report' }))

    expect(
      await within(panel).findByText('Every log read: 5,200 logs from 6 pages.', {}, { timeout: 5000 }),
    ).toHaveAttribute('role', 'status')
    expect(pagesAsked()).toEqual([1, 2, 3, 4, 5, 6])
    expect(within(panel).getByRole('button', { name: 'Refresh' })).toBeInTheDocument()

    // The funnel starts from every log.
    const funnel = within(panel).getByRole('figure')
    expect(within(funnel).getByText('Attempted').closest('li')).toHaveTextContent('5,200 (100%)')
    // The status table counts every log once, where it is now.
    const byStatus = within(panel).getByRole('table', { name: /^Where each message is now/ })
    const statusRows = within(byStatus).getAllByRole('row').slice(1)
    const failed = logs.filter((log) => log.status === 'failed').length
    const failedRow = statusRows.find((row) => within(row).queryByText('Failed'))
    expect(failedRow).toHaveTextContent(count(failed))
    const counted = statusRows.map((row) =>
      Number(within(row).getAllByRole('cell')[1]?.lastChild?.textContent?.replace(/,/g, '')),
    )
    expect(counted.reduce((sum, n) => sum + n, 0)).toBe(5200)
    // Replies asking to stop are counted apart, as opted out, and have a row of their own.
    const optedOut = logs.filter((log) => isOptOutReply(log.reply)).length
    expect(optedOut).toBeGreaterThan(0)
    const replies = logs.filter((log) => log.reply?.trim()).length - optedOut
    expect(within(panel).getByText('Replies, not opting out').nextElementSibling).toHaveTextContent(count(replies))
    expect(within(panel).getByText('Opted out', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      count(optedOut),
    )
    const optedOutRow = statusRows.find((row) => within(row).queryByRole('link', { name: /now at opted out$/ }))
    expect(optedOutRow).toHaveTextContent(count(optedOut))
    expect(within(panel).getByRole('table', { name: 'Top failure reasons' })).toBeInTheDocument()
  })

  it('keeps the report for the tab: a screen opened again shows it with no request, and Refresh reads every page again', async () => {
    const { section: panel, user, router } = await openReport()
    await user.click(within(panel).getByRole('button', { name: 'Full report' }))
    await within(panel).findByText(/^Every log read: 5,200 logs/, {}, { timeout: 5000 })
    await router.navigate({ to: '/w/$workspaceId/broadcasts', params: { workspaceId: LOGS_WORKSPACE_ID } })
    await screen.findByRole('heading', { level: 1, name: 'Broadcasts' })
    logReads.requests.length = 0

    await router.navigate({
      to: '/w/$workspaceId/broadcasts/$broadcastId',
      params: { workspaceId: LOGS_WORKSPACE_ID, broadcastId: LOGS_BROADCAST_ID },
    })
    const heading = await screen.findByRole('heading', { level: 2, name: 'Report' })
    const again = heading.closest('section') as HTMLElement
    expect(within(again).getByRole('status')).toHaveTextContent('Every log read: 5,200 logs from 6 pages')
    expect(within(again).getByText(/^Read at/)).toHaveTextContent('kept while this tab is open')
    expect(pagesAsked()).toEqual([])
    await user.click(within(again).getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(pagesAsked()).toEqual([1, 2, 3, 4, 5, 6]), { timeout: 5000 })
  })

  it('waits out a 429 on a page for its Retry-After, says so, and still reads every log', async () => {
    onFirstRequestOfPage(6, () =>
      HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '1' } }),
    )
    const { section: panel, user } = await openReport()
    await user.click(within(panel).getByRole('button', { name: 'Full report' }))

    expect(
      await within(panel).findByText(/The API asked to slow down: going on in 1 s\./, {}, { timeout: 5000 }),
    ).toHaveTextContent('Reading every log page… 5,000 logs in 5 pages so far.')
    expect(
      await within(panel).findByText('Every log read: 5,200 logs from 6 pages.', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(pagesAsked()).toEqual([1, 2, 3, 4, 5, 6, 6])
    expect(within(within(panel).getByRole('figure')).getByText('Attempted').closest('li')).toHaveTextContent(
      '5,200 (100%)',
    )
  })

  it('ends as cancelled with the pages read so far when the user cancels mid-read', async () => {
    const pageTwo = logReads.holdPageTwo()
    const { section: panel, user } = await openReport()
    await user.click(within(panel).getByRole('button', { name: 'Full report' }))
    await pageTwo.asked
    expect(await within(panel).findByText('Reading every log page… 1,000 logs in 1 page so far.')).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }))

    expect(
      await within(panel).findByText('Cancelled: the report covers the first 1,000 logs from 1 page.'),
    ).toHaveAttribute('role', 'status')
    expect(within(panel).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
    expect(within(within(panel).getByRole('figure')).getByText('Attempted').closest('li')).toHaveTextContent(
      '1,000 (100%)',
    )
    expect(pagesAsked()).toEqual([1, 2])
  })

  it("stops at a page the server refuses, in the server's words, covering the pages read, and can try again", async () => {
    onFirstRequestOfPage(2, () => HttpResponse.json({ error: 'Log storage is being migrated' }, { status: 400 }))
    const { section: panel, user } = await openReport()
    await user.click(within(panel).getByRole('button', { name: 'Full report' }))

    const alert = await within(panel).findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent('The report stopped after 1,000 logs from 1 page: it covers only those.')
    expect(alert).toHaveTextContent('Log storage is being migrated')
    expect(pagesAsked()).toEqual([1, 2])

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(
      await within(panel).findByText(/^Every log read: 5,200 logs from 6 pages/, {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument()
  })
})
