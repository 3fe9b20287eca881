import { waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { downloadText } from '@/lib/download'
import { openLogSection, withLogReads } from '@/test/broadcast-log-reads'
import { withDemoServer } from '@/test/demo-harness'

vi.mock('@/lib/download', () => ({ downloadText: vi.fn() }))

const logReads = withLogReads(withDemoServer())

/** Every page asked for, as `limit:page`. */
const asked = () => logReads.requests.map((url) => `${url.searchParams.get('limit')}:${url.searchParams.get('page')}`)

const openLogs = (search: string) => openLogSection('Logs', search)

describe('the logs search', { timeout: 15_000 }, () => {
  it('from a link with a number typed the local way, reads every log once and finds the customer on any page', async () => {
    const { logs } = await logReads.seeded()
    const customer = logs.find((log, at) => at > 3000 && log.countryCode === '+49')
    if (!customer) throw new Error('no German customer past page 3')
    const national = `0${customer.phone.slice(0, 3)} ${customer.phone.slice(3)}`
    const { section } = await openLogs(`?q=${encodeURIComponent(national)}`)

    // The customer and whoever else's number starts the same: +49 then the digits typed after the trunk 0.
    const expected = logs.filter((log) => `${log.countryCode}${log.phone}`.startsWith(`+49${customer.phone}`)).length
    expect(
      await within(section).findByText(`${expected} of 5,200 logs match.`, {}, { timeout: 8000 }),
    ).toBeInTheDocument()
    expect(within(section).getByRole('table', { name: 'Broadcast logs' })).toHaveAttribute(
      'aria-rowcount',
      String(expected + 1),
    )
    // The 1,000-log pages of the read only: no page of the table was read for nothing.
    expect(asked()).toEqual(['1000:1', '1000:2', '1000:3', '1000:4', '1000:5', '1000:6'])
  })

  it('cancelled, says it searches the page only, never "no match", and searches all again from there', async () => {
    const pageTwo = logReads.holdPageTwo()
    const { section, user } = await openLogs('')
    await within(section).findByText('100 logs on this page.', {}, { timeout: 5000 })
    expect(asked()).toEqual(['100:1'])
    await user.type(within(section).getByRole('searchbox'), 'zzz nobody')
    await pageTwo.asked
    await user.click(await within(section).findByRole('button', { name: 'Cancel' }))

    expect(await within(section).findByText('Searching this page only')).toBeInTheDocument()
    expect(within(section).getByText('Not on this page')).toBeInTheDocument()
    expect(within(section).queryByText(/no log matches/i)).not.toBeInTheDocument()
    pageTwo.release()
    await user.click(within(section).getByRole('button', { name: /^Search (all|every)/ }))
    expect(await within(section).findByText('No log matches', {}, { timeout: 8000 })).toBeInTheDocument()
  })

  it('exports exactly the logs the filters show, saying which filters, and "Export all" exports every log', async () => {
    const { logs } = await logReads.seeded()
    const failed = logs.filter((log) => log.status === 'failed').length
    const { section, user } = await openLogs('?status=failed')
    await within(section).findByText(`${failed.toLocaleString('en')} of 5,200 logs match.`, {}, { timeout: 8000 })

    await user.click(within(section).getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1))
    const [fileName, csv] = vi.mocked(downloadText).mock.calls[0] ?? []
    expect(fileName).toMatch(/^broadcast-black-friday-early-access-logs-failed-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = csv?.replace(/^\uFEFF/, '').split('\r\n') ?? []
    expect(lines[0]).toMatch(/^# Filters: status Failed,+$/)
    expect(lines).toHaveLength(2 + failed)

    const reads = asked().length
    await user.click(within(section).getByRole('button', { name: 'Export all' }))
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(2))
    expect(vi.mocked(downloadText).mock.calls[1]?.[1]?.split('\r\n')).toHaveLength(5201)
    expect(asked()).toHaveLength(reads)
  })
})
