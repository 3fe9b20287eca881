import { parse } from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { BroadcastLog } from '@/api/broadcasts'
import { makeLog } from '@/test/log-fixture'
import { logsCsvFileName, logsToCsv } from './logs-csv'

const BOM = '\uFEFF'
const HEADER = [
  'Recipient name',
  'Country',
  'Country code',
  'Phone',
  'Full number',
  'Status',
  'Reply',
  'Error',
  'Created at',
  'Updated at',
]
const [NAME, COUNTRY, CODE, PHONE, FULL, STATUS, REPLY, ERROR] = HEADER.keys()
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
      'United Kingdom',
      '="+44"',
      '="7700900123"',
      '="+44 7700900123"',
      'delivered',
      '',
      '',
      '2026-11-20T10:00:00.000Z',
      '2026-11-20T10:05:00.000Z',
    ])
    expect(cells.slice(1).map((row) => row[STATUS!])).toEqual(['delivered', 'failed', 'replied', 'read'])
  })

  it('writes only the header for no logs', async () => {
    expect(await logsToCsv([])).toBe(`${BOM}${HEADER.join(',')}`)
  })

  it('writes the country code, phone and full number as text formulas, so a spreadsheet shows them as text', async () => {
    const cells = await cellsOf([
      ...logs,
      log({ countryCode: '34', phone: '612345678' }),
      log({ countryCode: '+33', phone: '0612345678' }),
    ])
    const column = (index: number | undefined) => cells.slice(1).map((row) => row[index!])
    expect(column(CODE)).toEqual(['="+44"', '="+1"', '="+49"', '="+44"', '="+34"', '="+33"'])
    expect(column(FULL)).toEqual([
      '="+44 7700900123"',
      '="+1 2125550100"',
      '="+49 7700900123"',
      '="+44 7700900123"',
      '="+34 612345678"',
      '="+33 0612345678"',
    ])
    expect(column(PHONE).at(-1)).toBe('="0612345678"')
    expect(column(COUNTRY)).toEqual([
      'United Kingdom',
      'United States, Canada and others',
      'Germany',
      'United Kingdom',
      'Spain',
      'France',
    ])
  })

  it('leaves the country empty when the code is unknown or missing, and the full number without a code', async () => {
    const cells = await cellsOf([log({ countryCode: '+999' }), log({ countryCode: ' ', phone: '612345678' })])
    expect(cells[1]?.slice(COUNTRY, FULL! + 1)).toEqual(['', '="+999"', '="7700900123"', '="+999 7700900123"'])
    expect(cells[2]?.slice(COUNTRY, FULL! + 1)).toEqual(['', '', '="612345678"', '="612345678"'])
  })

  it('neutralises hostile values in every column, and never writes one as a text formula', async () => {
    const hostile = ['=HYPERLINK("http://x")', '+SUM(1,2)', '-2+3', '@SUM(A1)', '=1\n2', '\t=1', "+1+cmd|'/C calc'!A0"]
    const rows = hostile.map((value) =>
      log({ recepientName: value, countryCode: value, phone: value, status: value, reply: value, error: value }),
    )
    const cells = (await cellsOf(rows)).slice(1)
    cells.forEach((row, index) => {
      const value = hostile[index]
      for (const column of [NAME, PHONE, STATUS, REPLY, ERROR]) expect(row[column!]).toBe(`'${value}`)
      // The code and the full number are trimmed ('\t=1' -> '=1'), and still neutralised.
      expect(row[CODE!]).toBe(`'${value?.trim()}`)
      expect(row[FULL!]).toBe(`'${value?.trim()} ${value?.trim()}`)
    })
    for (const cell of cells.flat()) {
      expect(cell).not.toMatch(/^[=+\-@\t\r]/)
    }
    expect(cells[2]?.[NAME!]).toBe("'-2+3")
  })

  it('neutralises a name that is a formula, so a spreadsheet shows it as text', async () => {
    const cells = await cellsOf(logs)
    expect(cells[2]?.[NAME!]).toBe("'=cmd|' /C calc'!A0")
    for (const row of cells.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^(?!=")[=+\-@\t\r]/)
  })

  it('keeps markup in a name as it is: a CSV is text, nothing to escape', async () => {
    const csv = await logsToCsv(logs)
    expect(csv).toContain('"<script>alert(""pwned"")</script> Mallory"')
    const cells = await cellsOf(logs)
    expect(cells[3]?.[NAME!]).toBe(HOSTILE_NAME)
    expect(cells[3]?.[REPLY!]).toBe('Ja, bitte, "gern"')
  })

  it('writes a missing reply or error as an empty cell', async () => {
    const cells = await cellsOf(logs)
    expect(cells[3]?.[ERROR!]).toBe('')
    expect(cells[4]?.slice(REPLY, ERROR! + 1)).toEqual(['', ''])
  })

  it('neutralises a formula hidden before a line break', async () => {
    const name = '=HYPERLINK("http://evil.test","Click")\nAda'
    const cells = await cellsOf([log({ recepientName: name })])
    expect(cells[1]?.[NAME!]).toBe(`'${name}`)
  })
})

describe('logsToCsv of filtered logs', () => {
  it('starts with one cell saying which filters, padded to the columns, then the header and the rows', async () => {
    const failed = logs.filter((row) => row.status === 'failed')
    const filter = { status: 'failed', q: '0151 5550002', country: '+49', optOut: 'without' } as const
    const csv = await logsToCsv(failed, filter)
    const [first, header, ...rows] = parse<string[]>(csv.slice(BOM.length), { delimiter: ',', newline: '\r\n' }).data
    expect(first).toEqual([
      '# Filters: status Failed; country Germany (+49); search “0151 5550002”; without opt-outs',
      ...HEADER.slice(1).map(() => ''),
    ])
    expect(csv.slice(BOM.length).startsWith('# Filters: status Failed;')).toBe(true)
    expect(header).toEqual(HEADER)
    expect(rows).toHaveLength(1)
  })

  it('keeps a search with commas and quotes in its one cell, and never lets it start a formula', async () => {
    const csv = await logsToCsv([], { q: '=1+1, "x"', reason: 'Rate, limit' })
    const [first, header] = parse<string[]>(csv.slice(BOM.length), { delimiter: ',', newline: '\r\n' }).data
    expect(first?.[0]).toBe('# Filters: failure reason “Rate, limit”; search “=1+1, "x"”')
    expect(header).toEqual(HEADER)
  })

  it('writes no filter line when no filter is set', async () => {
    expect((await logsToCsv([], { q: ' ' })).slice(BOM.length)).toBe(HEADER.join(','))
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

  it('names the filters set, between the broadcast and the date', async () => {
    expect(await logsCsvFileName('Sale', now, { status: 'failed', q: '0151 555' })).toBe(
      'broadcast-sale-logs-failed-search-0151-555-2026-11-23.csv',
    )
    expect(await logsCsvFileName('Sale', now, { country: '+44', optOut: 'only' })).toBe(
      'broadcast-sale-logs-united-kingdom-opted-out-2026-11-23.csv',
    )
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
