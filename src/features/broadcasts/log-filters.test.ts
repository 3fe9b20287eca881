import { describe, expect, it } from 'vitest'
import type { BroadcastLog } from '@/api/broadcasts'
import type { ListRow } from '@/api/list-rows'
import { makeLog } from '@/test/log-fixture'
import { filterIndexedLogs, indexLogs, isFiltering, looksLikePhoneNumber } from './log-filters'

const log = makeLog

const logs = [
  log({ recepientName: 'Ada Lovelace' }),
  log({ recepientName: 'Alan Turing', status: 'FAILED', error: '131026: Message undeliverable' }),
  log({
    recepientName: 'Grace Hopper',
    status: 'replied',
    reply: 'STOP please',
    countryCode: '+1',
    phone: '2125550100',
  }),
  log({
    recepientName: 'Lucía García',
    status: 'failed',
    error: '131026: Message undeliverable',
    countryCode: '34',
    phone: '612345678',
  }),
  log({
    recepientName: 'Pablo Ruiz',
    status: 'failed',
    error: '130429: Rate limit hit',
    countryCode: '+34',
    phone: '698765432',
  }),
]

const run = (
  filter: Parameters<typeof filterIndexedLogs>[1],
  rows: readonly ListRow<BroadcastLog>[] = logs,
  phonePrefixes?: readonly string[],
) => filterIndexedLogs(indexLogs(rows), filter, phonePrefixes)
const names = (rows: readonly ListRow<BroadcastLog>[]) => rows.map((row) => (row as BroadcastLog).recepientName)

describe('filterIndexedLogs', () => {
  it('returns the same rows when no filter is set', () => {
    expect(run({}).rows).toBe(logs)
    expect(run({ status: ' ', q: '', country: '', reason: ' ' }).rows).toBe(logs)
    expect(isFiltering({ q: ' ' })).toBe(false)
  })

  it('matches a status in any case, and counts every status with the other filters applied', () => {
    const result = run({ status: 'Failed' })
    expect(names(result.rows)).toEqual(['Alan Turing', 'Lucía García', 'Pablo Ruiz'])
    expect(Object.fromEntries(result.statuses)).toEqual({ delivered: 1, failed: 3, replied: 1 })
    expect(Object.fromEntries(result.countries)).toEqual({ '+44': 1, '+34': 2 })
  })

  it('filters by country calling code, however the log writes it', () => {
    const result = run({ country: '+34' })
    expect(names(result.rows)).toEqual(['Lucía García', 'Pablo Ruiz'])
    expect(Object.fromEntries(result.reasons)).toEqual({
      '131026: Message undeliverable': 1,
      '130429: Rate limit hit': 1,
    })
  })

  it('filters by a whole failure reason', () => {
    expect(names(run({ reason: '131026: Message undeliverable' }).rows)).toEqual(['Alan Turing', 'Lucía García'])
  })

  it('finds text in the name, reply and error, and a number typed with or without spaces and the plus', () => {
    expect(names(run({ q: 'stop' }).rows)).toEqual(['Grace Hopper'])
    expect(names(run({ q: 'undeliverable' }).rows)).toEqual(['Alan Turing', 'Lucía García'])
    expect(names(run({ q: '612 345 678' }).rows)).toEqual(['Lucía García'])
    expect(names(run({ q: '+34612345678' }).rows)).toEqual(['Lucía García'])
    expect(names(run({ q: '+1 212-555' }).rows)).toEqual(['Grace Hopper'])
  })

  it('combines the filters, and counts each choice against the others', () => {
    const result = run({ country: '+34', q: 'undeliverable' })
    expect(names(result.rows)).toEqual(['Lucía García'])
    expect(Object.fromEntries(result.countries)).toEqual({ '+44': 1, '+34': 1 })
  })

  it('keeps only the opt-outs, or leaves them out, and counts both choices against the other filters', () => {
    expect(names(run({ optOut: 'only' }).rows)).toEqual(['Grace Hopper'])
    expect(names(run({ optOut: 'without' }).rows)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Lucía García',
      'Pablo Ruiz',
    ])
    expect(isFiltering({ optOut: 'only' })).toBe(true)
    expect(Object.fromEntries(run({ status: 'failed' }).optOuts)).toEqual({ without: 3 })
    expect(Object.fromEntries(run({ optOut: 'only' }).statuses)).toEqual({ replied: 1 })
  })

  it('finds a number typed the local way through the prefixes it can start with, from the start of the number only', () => {
    // '0612 345 678' read in Spain: +34 612345678 (see phone-search.ts).
    expect(names(run({ q: '0612 345 678' }, logs, ['34612345678']).rows)).toEqual(['Lucía García'])
    expect(names(run({ q: '0345 678' }, logs, ['34345678']).rows)).toEqual([])
    // A number the API keeps with its trunk 0 after the country code is found in international form too.
    const withTrunk = [log({ recepientName: 'Kept 0', countryCode: '+44', phone: '07700 900456' })]
    expect(names(run({ q: '+44 7700 900456' }, withTrunk).rows)).toEqual(['Kept 0'])
    expect(names(run({ q: '07700 900456' }, withTrunk, ['447700900456']).rows)).toEqual(['Kept 0'])
  })

  it('takes a search for a number only when it has a few digits and nothing but what numbers are written with', () => {
    expect(looksLikePhoneNumber('0151 555-0002')).toBe(true)
    expect(looksLikePhoneNumber('+44 (0)7700')).toBe(true)
    expect(looksLikePhoneNumber('07')).toBe(false)
    expect(looksLikePhoneNumber('Ada 0151')).toBe(false)
    expect(looksLikePhoneNumber(undefined)).toBe(false)
  })

  it('keeps a row that could not be read in place when unfiltered, and matches it with no filter', () => {
    const unreadable = { unreadableRow: true as const, index: 1, problem: 'status: expected string', raw: {} }
    const rows = [logs[0] as BroadcastLog, unreadable, logs[1] as BroadcastLog]
    expect(run({}, rows).rows).toBe(rows)
    expect(run({ q: 'a' }, rows).rows).not.toContain(unreadable)
  })
})
