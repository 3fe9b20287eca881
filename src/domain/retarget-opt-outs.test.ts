import { describe, expect, it } from 'vitest'
import type { BroadcastLog } from '@/api/broadcasts'
import { optOutsAmong, optOutsToConfirm, type OptOutLogsRead } from './retarget-opt-outs'

const log = (status: string, reply = ''): BroadcastLog => ({
  broadcast: { id: 'bc_1', name: 'Spring sale' },
  recepientName: 'Ana Silva',
  countryCode: '+55',
  phone: '11987654321',
  status,
  reply,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:01:00.000Z',
})
const logs = [
  log('replied', 'STOP'),
  log('replied', 'Please stop sending me these'),
  log('Replied ', 'إلغاء الاشتراك'),
  log('replied', "Don't stop the deals!"),
  log('replied', 'Yes please!'),
  log('read', 'unsubscribe'),
  log('read'),
]

const read = (outcome: OptOutLogsRead['outcome'], of = logs): OptOutLogsRead => ({ outcome, logs: of })

describe('optOutsAmong', () => {
  it('counts the opt-outs among the logs now at the engagement, in any case', () => {
    expect(optOutsAmong(logs, 'replied')).toBe(3)
    expect(optOutsAmong(logs, ' REPLIED ')).toBe(3)
    expect(optOutsAmong(logs, 'read')).toBe(1)
    expect(optOutsAmong(logs, 'failed')).toBe(0)
  })
})

describe('optOutsToConfirm', () => {
  it('asks nothing without an engagement', () => {
    expect(optOutsToConfirm('', read('complete'))).toBe(0)
    expect(optOutsToConfirm('  ', undefined)).toBe(0)
  })

  it('gives the count a complete read finds, 0 included', () => {
    expect(optOutsToConfirm('replied', read('complete'))).toBe(3)
    expect(optOutsToConfirm('replied', read('complete', [log('replied', 'Thanks')]))).toBe(0)
    expect(optOutsToConfirm('read', read('complete'))).toBe(1)
  })

  it('gives what a read that stopped early found, as at least that many', () => {
    expect(optOutsToConfirm('replied', read('cancelled'))).toBe(3)
    expect(optOutsToConfirm('replied', read('failed', [log('replied', 'Thanks')]))).toBeNull()
  })

  it('cannot tell for replied before the logs are read, and checks no other engagement unread', () => {
    expect(optOutsToConfirm('replied', undefined)).toBeNull()
    expect(optOutsToConfirm('Replied', null)).toBeNull()
    expect(optOutsToConfirm('read', undefined)).toBe(0)
    expect(optOutsToConfirm('failed', read('failed', []))).toBe(0)
  })
})
