import { parse } from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { BroadcastLog } from '@/api/broadcasts'
import { makeLog } from './log-fixture'
import { logsCsvFileName, logsToCsv } from './logs-csv'

const BOM = '\uFEFF'
const HEADER = ['Recipient name', 'Country code', 'Phone', 'Status', 'Reply', 'Error', 'Created at', 'Updated at']
const HOSTILE_NAME = '<script>alert("pwned")</script> Mallory'

const log = (overrides: Partial<BroadcastLog>): BroadcastLog =>
  makeLog({ broadcast: { id: 'bc_1', name: 'Black Friday early access' }, reply: '', error: '', ...overrides })

const logs: BroadcastLog[] = [
  log({}),
  log({
    recepientName: "=cmd|' /C calc'!A0",
    countryCode: '+1',
    phone: '2125550100',
    status: 'failed',
    error: '131026: Message undeliverable',
  }),
  log({ recepientName: HOSTILE_NAME, countryCode: '+49', status: 'replied', reply: 'Ja, bitte, "gern"', error: null }),
  log({ recepientName: 'Grace Hopper', reply: null, error: undefined, status: 'read' }),
]

/** The CSV's cells, read back as a spreadsheet would (after its BOM). */
async function cellsOf(rows: readonly BroadcastLog[]): Promise<string[][]> {
  const csv = await logsToCsv(rows)
  expect(csv.startsWith(BOM)).toBe(true)
  const parsed = parse<string[]>(csv.slice(BOM.length), { delimiter: ',', newline: '\r\n' })
  expect(parsed.errors).toEqual([])
  return parsed.data
}

describe('logsToCsv', () => {
  it('writes the header row, then one row per log in order, with CRLF between rows', async () => {
    const csv = await logsToCsv(logs)
    expect(csv.split('\r\n')).toHaveLength(1 + logs.length)
    const cells = await cellsOf(logs)
    expect(cells[0]).toEqual(HEADER)
    expect(cells).toHaveLength(1 + logs.length)
    expect(cells[1]).toEqual([
      'Ada Lovelace',
      "'+44",
      '7700900123',
      'delivered',
      '',
      '',
      '2026-11-20T10:00:00.000Z',
      '2026-11-20T10:05:00.000Z',
    ])
    expect(cells.slice(1).map((row) => row[3])).toEqual(['delivered', 'failed', 'replied', 'read'])
  })

  it('writes only the header for no logs', async () => {
    expect(await logsToCsv([])).toBe(`${BOM}${HEADER.join(',')}`)
  })

  it("neutralises a country code's leading + and a name that is a formula, so a spreadsheet shows them as text", async () => {
    const cells = await cellsOf(logs)
    expect(cells.slice(1).map((row) => row[1])).toEqual(["'+44", "'+1", "'+49", "'+44"])
    expect(cells[2]?.[0]).toBe("'=cmd|' /C calc'!A0")
    // Every cell that a spreadsheet could run starts with the quote mark.
    for (const row of cells.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  })

  it('keeps markup in a name as it is: a CSV is text, nothing to escape', async () => {
    const csv = await logsToCsv(logs)
    expect(csv).toContain('"<script>alert(""pwned"")</script> Mallory"')
    const cells = await cellsOf(logs)
    expect(cells[3]?.[0]).toBe(HOSTILE_NAME)
    expect(cells[3]?.[4]).toBe('Ja, bitte, "gern"')
  })

  it('writes a missing reply or error as an empty cell', async () => {
    const cells = await cellsOf(logs)
    expect(cells[3]?.[5]).toBe('')
    expect(cells[4]?.slice(4, 6)).toEqual(['', ''])
  })

  it('neutralises a formula hidden before a line break', async () => {
    const name = '=HYPERLINK("http://evil.test","Click")\nAda'
    const cells = await cellsOf([log({ recepientName: name })])
    expect(cells[1]?.[0]).toBe(`'${name}`)
  })
})

describe('logsCsvFileName', () => {
  const now = new Date('2026-11-23T10:00:00.000Z')

  it("names the file after the broadcast and today's date", async () => {
    expect(await logsCsvFileName('Black Friday early access', now)).toBe(
      'broadcast-black-friday-early-access-logs-2026-11-23.csv',
    )
  })

  it('keeps only lowercase letters, digits and dashes: no path, markup or accents', async () => {
    expect(await logsCsvFileName('../../etc/passwd', now)).toBe('broadcast-etc-passwd-logs-2026-11-23.csv')
    expect(await logsCsvFileName(HOSTILE_NAME, now)).toBe(
      'broadcast-script-alert-pwned-script-mallory-logs-2026-11-23.csv',
    )
    expect(await logsCsvFileName('Abandoned basket — week 46', now)).toBe(
      'broadcast-abandoned-basket-week-46-logs-2026-11-23.csv',
    )
    expect(await logsCsvFileName('Café Niño', now)).toBe('broadcast-cafe-nino-logs-2026-11-23.csv')
  })

  it('still names a broadcast whose name has no letter or digit', async () => {
    expect(await logsCsvFileName('🎉🎉', now)).toBe('broadcast-logs-2026-11-23.csv')
    expect(await logsCsvFileName('', now)).toBe('broadcast-logs-2026-11-23.csv')
  })

  it("uses today's date by default", async () => {
    const name = await logsCsvFileName('Sale')
    expect(name).toMatch(/^broadcast-sale-logs-\d{4}-\d{2}-\d{2}\.csv$/)
  })

  it('keeps the name short whatever the broadcast is called', async () => {
    const name = await logsCsvFileName('x'.repeat(500), now)
    expect(name.length).toBeLessThanOrEqual(104)
    expect(name).toMatch(/^[a-z0-9-]+\.csv$/)
  })
})
