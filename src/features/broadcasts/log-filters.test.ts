import { describe, expect, it } from 'vitest'
import type { BroadcastLog } from '@/api/broadcasts'
import type { ListRow } from '@/api/list-rows'
import { makeLog } from './log-fixture'
import { filterIndexedLogs, indexLogs, isFiltering } from './log-filters'

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

const run = (filter: Parameters<typeof filterIndexedLogs>[1], rows: readonly ListRow<BroadcastLog>[] = logs) =>
  filterIndexedLogs(indexLogs(rows), filter)
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

  it('keeps a row that could not be read in place when unfiltered, and matches it with no filter', () => {
    const unreadable = { unreadableRow: true as const, index: 1, problem: 'status: expected string', raw: {} }
    const rows = [logs[0] as BroadcastLog, unreadable, logs[1] as BroadcastLog]
    expect(run({}, rows).rows).toBe(rows)
    expect(run({ q: 'a' }, rows).rows).not.toContain(unreadable)
  })
})
