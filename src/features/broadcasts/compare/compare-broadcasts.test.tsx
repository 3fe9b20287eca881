import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BroadcastLog } from '@/api/broadcasts'
import { cancelAllLogs, readAllLogs, storeAllLogs, type AllLogsRead } from '@/resources/all-logs-reads'
import type * as AllLogsReads from '@/resources/all-logs-reads'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { makeLog } from '@/test/log-fixture'

vi.mock('@/resources/all-logs-reads', async (importOriginal) => {
  const actual = await importOriginal<typeof AllLogsReads>()
  return { ...actual, readAllLogs: vi.fn(actual.readAllLogs), cancelAllLogs: vi.fn(actual.cancelAllLogs) }
})

withDemoServer()
const workspaceId = 'ws_1'

beforeEach(() => {
  connectAs()
  // Back to the real reader, with no calls counted.
  vi.mocked(readAllLogs).mockReset()
  vi.mocked(cancelAllLogs).mockReset()
})

const complete = (logs: BroadcastLog[]): AllLogsRead => ({
  outcome: 'complete',
  logs,
  unreadable: 0,
  pagesRead: 1,
  requests: 1,
  readAt: Date.now(),
})

/** n logs: the first `delivered` delivered, then `read` read (each 5 minutes after sent), the rest failed. */
function logsOf(n: number, delivered: number, read: number, countryCode = '+44'): BroadcastLog[] {
  return Array.from({ length: n }, (_, index) =>
    index < delivered
      ? makeLog({ status: 'delivered', countryCode })
      : index < delivered + read
        ? makeLog({ status: 'read', countryCode })
        : makeLog({ status: 'failed', error: 'Number not on WhatsApp', countryCode }),
  )
}

async function openCompare(ids?: string) {
  const view = renderApp(`/w/${workspaceId}/broadcasts/compare${ids ? `?ids=${ids}` : ''}`)
  // The first visit compiles the lazily loaded route: allow for a cold start.
  await screen.findByRole('heading', { level: 1, name: 'Compare broadcasts' }, { timeout: 5000 })
  await screen.findByRole('checkbox', { name: 'Winter collection launch' })
  const searchIds = () => (view.router.state.location.search as { ids?: string }).ids
  return { ...view, searchIds, user: userEvent.setup({ delay: null }) }
}

const compareButton = () => screen.getByRole('button', { name: 'Compare' })

describe('compare broadcasts: the picker', () => {
  it('needs two broadcasts: the Compare button says why, and a pick writes the URL', async () => {
    const { user, searchIds } = await openCompare('bc_1')
    expect(screen.getByRole('link', { name: 'All broadcasts' })).toHaveAttribute('href', `/w/${workspaceId}/broadcasts`)
    expect(screen.getByRole('checkbox', { name: 'Black Friday early access' })).toBeChecked()
    expect(compareButton()).toHaveAttribute('aria-disabled', 'true')
    expect(compareButton()).toHaveAccessibleDescription('Pick at least two broadcasts to compare (1 picked).')
    await user.click(compareButton())
    expect(readAllLogs).not.toHaveBeenCalled()

    await user.click(screen.getByRole('checkbox', { name: 'Winter collection launch' }))
    await waitFor(() => expect(searchIds()).toBe('bc_1,bc_2'))
    expect(compareButton()).not.toHaveAttribute('aria-disabled')
    expect(compareButton()).toHaveAccessibleDescription(/^Reading the 2 broadcasts takes about/)
  })

  it('refuses a sixth broadcast, and says at most five', async () => {
    const { user, searchIds } = await openCompare('bc_1,bc_2,bc_3,bc_4,bc_5')
    expect(screen.getByText('At most five broadcasts: unpick one to pick another.')).toBeInTheDocument()
    const sixth = screen.getByRole('checkbox', { name: 'Click & collect pilot — Manchester' })
    expect(sixth).toHaveAttribute('aria-disabled', 'true')
    expect(sixth).toHaveAccessibleDescription('At most five broadcasts: unpick one to pick another.')

    await user.click(sixth)
    expect(sixth).not.toBeChecked()
    expect(searchIds()).toBe('bc_1,bc_2,bc_3,bc_4,bc_5')

    await user.click(screen.getByRole('checkbox', { name: 'Winter collection launch' }))
    await waitFor(() => expect(searchIds()).toBe('bc_1,bc_3,bc_4,bc_5'))
    expect(sixth).not.toHaveAttribute('aria-disabled')
  })

  it('says before reading that broadcasts read in this tab cost nothing, and what the others cost', async () => {
    const { queryClient } = await openCompare('bc_1,bc_2,bc_3')
    expect(screen.getByText(/^Reading the 3 broadcasts takes/)).toHaveTextContent(
      'Reading the 3 broadcasts takes about 6 s for 5,000 logs each, at the pace the API allows.',
    )
    storeAllLogs(queryClient, 'bc_2', complete(logsOf(10, 5, 5)))
    expect(
      await screen.findByText(
        'Already read in this tab: 1 (ready now). Reading the other 2 takes about 2 s for 5,000 logs each, at the pace the API allows.',
      ),
    ).toBeInTheDocument()
  })
})

describe('compare broadcasts: the result', () => {
  it('reads one broadcast after another, then shows them side by side with a chart, and moves the focus there', async () => {
    const logs: Record<string, BroadcastLog[]> = {
      bc_1: logsOf(200, 100, 60, '+34'),
      bc_11: logsOf(100, 20, 70),
      bc_12: logsOf(50, 10, 10, '+49'),
    }
    let reading = 0
    let most = 0
    vi.mocked(readAllLogs).mockImplementation(async (client, id) => {
      reading += 1
      most = Math.max(most, reading)
      await new Promise((resolve) => setTimeout(resolve, 5))
      const read = complete(logs[id] ?? [])
      storeAllLogs(client, id, read)
      reading -= 1
      return read
    })
    const { user } = await openCompare('bc_1,bc_11,bc_12')
    await user.click(compareButton())

    const heading = await screen.findByRole('heading', { level: 2, name: 'Comparison of 3 broadcasts' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(vi.mocked(readAllLogs).mock.calls.map(([, id]) => id)).toEqual(['bc_1', 'bc_11', 'bc_12'])
    expect(most).toBe(1)

    const table = screen.getByRole('table', { name: 'Broadcasts side by side' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['Broadcast', 'Recipients', 'Delivered', 'Read', 'Replied', 'Failed', 'Median sent→read'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.lastChild?.textContent)
    expect(cells(rows[0] as HTMLElement)).toEqual([
      'Black Friday early access',
      '200',
      '160 (80%)',
      '60 (30%)',
      '0 (0%)',
      '40 (20%)',
      '5 min',
    ])
    expect(cells(rows[1] as HTMLElement).slice(1, 6)).toEqual(['100', '90 (90%)', '70 (70%)', '0 (0%)', '10 (10%)'])
    expect(within(rows[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/w/${workspaceId}/broadcasts/bc_12`,
    )

    // What only the logs tell, in words, in a table of its own so the figures' rows stay one line high.
    const why = screen.getByRole('table', { name: 'Failure reasons and countries' })
    expect(
      within(why)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Broadcast', 'Top failure reasons', 'Top countries'])
    const whyRows = within(why).getAllByRole('row').slice(1)
    expect(whyRows.map(cells)).toEqual([
      ['Black Friday early access', 'Number not on WhatsApp: 40', 'Spain (+34): 200'],
      [expect.any(String), 'Number not on WhatsApp: 10', 'United Kingdom (+44): 100'],
      [expect.any(String), 'Number not on WhatsApp: 30', 'Germany (+49): 50'],
    ])

    // One chart per stage, one bar per broadcast, its figure as text.
    const charts = screen.getAllByRole('figure')
    expect(charts.map((chart) => chart.querySelector('figcaption')?.textContent)).toEqual([
      'Delivered, of recipients',
      'Read, of recipients',
      'Replied, of recipients',
      'Failed, of recipients',
    ])
    expect(
      within(charts[1] as HTMLElement)
        .getAllByRole('listitem')
        .map((bar) => bar.textContent),
    ).toEqual([
      'Black Friday early access30% (60)',
      `${rows[1]?.querySelector('a')?.textContent}70% (70)`,
      `${rows[2]?.querySelector('a')?.textContent}20% (10)`,
    ])

    const notes = screen.getByRole('list', { name: 'What the figures count' })
    expect(within(notes).getByText('Median sent→read').closest('li')).toHaveTextContent(/logs whose status is read/)
    // In words, not the logs' field names.
    expect(within(notes).getByText('Median sent→read').closest('li')).toHaveTextContent(
      /from when each log was created \(sent\) to when it was last updated \(read\)/,
    )
    expect(notes).not.toHaveTextContent(/createdAt|updatedAt/)
    expect(within(notes).getByText('Read').closest('li')).toHaveTextContent(/segment/)
    // Every broadcast is read: nothing left to ask for.
    expect(screen.queryByRole('button', { name: 'Compare' })).not.toBeInTheDocument()
  })

  it('keeps the focus on Compare while reading, and brings it back there from Cancel', async () => {
    let cancel = () => {}
    vi.mocked(readAllLogs).mockImplementation(
      (client, id) =>
        new Promise<AllLogsRead>((resolve) => {
          cancel = () => {
            const read = { ...complete([]), outcome: 'cancelled' as const }
            storeAllLogs(client, id, read)
            resolve(read)
          }
        }),
    )
    vi.mocked(cancelAllLogs).mockImplementation(() => cancel())
    const { user } = await openCompare('bc_1,bc_2')
    await user.click(compareButton())
    expect(compareButton()).toHaveFocus()
    expect(compareButton()).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('group', { name: /Broadcasts to compare/ })).toBeDisabled()

    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(cancelAllLogs).toHaveBeenCalledWith(expect.anything(), 'bc_1')
    await waitFor(() => expect(compareButton()).not.toHaveAttribute('aria-disabled'))
    expect(compareButton()).toHaveFocus()
    expect(readAllLogs).toHaveBeenCalledTimes(1)
    expect(await screen.findByText(/The read of “Black Friday early access” was cancelled/)).toBeInTheDocument()
  })

  it('reads through the shared reader against the API: two small broadcasts, every log of each', async () => {
    const { user } = await openCompare('bc_4,bc_6')
    await user.click(compareButton())
    const table = await screen.findByRole('table', { name: 'Broadcasts side by side' }, { timeout: 5000 })
    const recipients = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.lastChild?.textContent)
    expect(recipients).toEqual(['57', '18'])
    expect(readAllLogs).toHaveBeenCalledTimes(2)
  })
})
