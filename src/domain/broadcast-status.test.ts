import { describe, expect, it } from 'vitest'
import {
  broadcastStatusLabel,
  broadcastStatusMeaning,
  isFinished,
  isScheduled,
  isSending,
  knownBroadcastStatus,
  knownBroadcastStatuses,
} from './broadcast-status'

const now = new Date('2026-11-25T12:00:00.000Z')
const later = '2026-11-26T09:00:00.000Z'
const earlier = '2026-11-24T09:00:00.000Z'

describe('broadcast statuses', () => {
  it('know the documented three and the likely others, each with its words and a one-line meaning', () => {
    expect(knownBroadcastStatuses.map(broadcastStatusLabel)).toEqual([
      'Scheduled',
      'Sending',
      'Completed',
      'Paused',
      'Cancelled',
      'Failed',
      'Draft',
    ])
    const meanings = knownBroadcastStatuses.map(broadcastStatusMeaning)
    expect(new Set(meanings).size).toBe(knownBroadcastStatuses.length)
    for (const meaning of meanings) expect(meaning).toMatch(/^[A-Z][^\n]*\.$/)
  })

  it('read a status in any case, and the US spelling of cancelled', () => {
    expect(broadcastStatusLabel('sending')).toBe('Sending')
    expect(broadcastStatusLabel(' Completed ')).toBe('Completed')
    expect(knownBroadcastStatus('canceled')).toBe('CANCELLED')
    expect(broadcastStatusMeaning('scheduled')).toMatch(/can still be edited or cancelled/)
  })

  it('show any other status by its own word, in sentence case, with a meaning that says so', () => {
    expect(broadcastStatusLabel('QUEUED_FOR_REVIEW')).toBe('Queued for review')
    expect(broadcastStatusLabel('constructor')).toBe('Constructor')
    expect(knownBroadcastStatus('toString')).toBeUndefined()
    expect(broadcastStatusMeaning('QUEUED_FOR_REVIEW')).toBe(
      'A status this dashboard does not know yet, named as the API sent it.',
    )
  })
})

describe('isScheduled', () => {
  it('is a send time still to come, not started, with no status or a waiting one', () => {
    expect(isScheduled({ scheduleDateTime: later }, now)).toBe(true)
    expect(isScheduled({ scheduleDateTime: later, status: 'SCHEDULED' }, now)).toBe(true)
    expect(isScheduled({ scheduleDateTime: later, status: 'draft' }, now)).toBe(true)
  })

  it('is not a broadcast without a send time, one whose time passed, or one that started or finished', () => {
    expect(isScheduled({}, now)).toBe(false)
    expect(isScheduled({ scheduleDateTime: 'next tuesday' }, now)).toBe(false)
    expect(isScheduled({ scheduleDateTime: earlier, status: 'SCHEDULED' }, now)).toBe(false)
    expect(isScheduled({ scheduleDateTime: now.toISOString() }, now)).toBe(false)
    expect(isScheduled({ scheduleDateTime: later, startedAt: earlier }, now)).toBe(false)
    expect(isScheduled({ scheduleDateTime: later, completedAt: earlier }, now)).toBe(false)
    expect(isScheduled({ scheduleDateTime: later, status: 'SENDING' }, now)).toBe(false)
    expect(isScheduled({ scheduleDateTime: later, status: 'COMPLETED' }, now)).toBe(false)
    expect(isScheduled({ scheduleDateTime: later, status: 'CANCELLED' }, now)).toBe(false)
    // A status the dashboard does not know may mean it started: not offered for editing.
    expect(isScheduled({ scheduleDateTime: later, status: 'QUEUED' }, now)).toBe(false)
  })
})

describe('isFinished and isSending', () => {
  it('finished: completed by status or by its completion time', () => {
    expect(isFinished({ status: 'completed' })).toBe(true)
    expect(isFinished({ completedAt: earlier })).toBe(true)
    expect(isFinished({ status: 'SENDING', startedAt: earlier })).toBe(false)
    expect(isFinished({})).toBe(false)
  })

  it('sending: by its status, else started and not completed', () => {
    expect(isSending({ status: 'Sending' })).toBe(true)
    expect(isSending({ status: 'COMPLETED', startedAt: earlier })).toBe(false)
    expect(isSending({ startedAt: earlier })).toBe(true)
    expect(isSending({ startedAt: earlier, completedAt: later })).toBe(false)
    expect(isSending({ status: 'QUEUED', startedAt: earlier })).toBe(true)
    expect(isSending({})).toBe(false)
  })
})
