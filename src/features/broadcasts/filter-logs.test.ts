import { describe, expect, it } from 'vitest'
import type { BroadcastLog } from '@/api/broadcasts'
import { filterLogs, statusesIn } from './filter-logs'
import { makeLog } from './log-fixture'

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
]

describe('filterLogs', () => {
  it('returns the same rows when no filter is set', () => {
    expect(filterLogs(logs, {})).toBe(logs)
    expect(filterLogs(logs, { status: ' ', q: '' })).toBe(logs)
  })

  it('keeps a row that could not be read in place when unfiltered, and matches it with no filter', () => {
    const unreadable = {
      unreadableRow: true as const,
      index: 1,
      problem: 'status: expected string, received number',
      raw: { status: 3 },
    }
    const page = [logs[0] as BroadcastLog, unreadable, logs[2] as BroadcastLog]
    expect(filterLogs(page, {})).toBe(page)
    expect(filterLogs(page, { q: 'a' })).not.toContain(unreadable)
    expect(filterLogs(page, { status: 'replied' })).toEqual([logs[2]])
  })

  it('narrows by status, ignoring case', () => {
    expect(filterLogs(logs, { status: 'failed' }).map((l) => l.recepientName)).toEqual(['Alan Turing'])
  })

  it('narrows by text in the name, phone (with or without the country code), reply or error', () => {
    expect(filterLogs(logs, { q: 'grace' })).toHaveLength(1)
    expect(filterLogs(logs, { q: '+12125550100' })).toHaveLength(1)
    expect(filterLogs(logs, { q: '+1 212' })).toHaveLength(1)
    expect(filterLogs(logs, { q: 'stop' })).toHaveLength(1)
    expect(filterLogs(logs, { q: '131026' })).toHaveLength(1)
    expect(filterLogs(logs, { q: 'nobody' })).toHaveLength(0)
  })

  it('combines both filters', () => {
    expect(filterLogs(logs, { status: 'delivered', q: 'alan' })).toHaveLength(0)
    expect(filterLogs(logs, { status: 'failed', q: 'alan' })).toHaveLength(1)
  })
})

describe('statusesIn', () => {
  it('lists each status once, lowercased and sorted', () => {
    expect(statusesIn(logs)).toEqual(['delivered', 'failed', 'replied'])
  })
})
