import { describe, expect, it } from 'vitest'
import { isKnownStatus, knownStatuses, statusLabel, statusMeaning } from './template-statuses'

describe('template statuses', () => {
  it('know the spec’s three and those WhatsApp sends today, each with its own words and meaning', () => {
    expect(knownStatuses).toEqual([
      'APPROVED',
      'PENDING',
      'REJECTED',
      'PAUSED',
      'DISABLED',
      'IN_APPEAL',
      'PENDING_DELETION',
      'DELETED',
      'LIMIT_EXCEEDED',
    ])
    expect(knownStatuses.map(statusLabel)).toEqual([
      'Approved',
      'Pending review',
      'Rejected',
      'Paused',
      'Disabled',
      'In appeal',
      'Pending deletion',
      'Deleted',
      'Limit exceeded',
    ])
    const meanings = knownStatuses.map(statusMeaning)
    expect(new Set(meanings).size).toBe(knownStatuses.length)
    for (const meaning of meanings) expect(meaning).toMatch(/^[A-Z].*\.$/)
    expect(statusMeaning('PAUSED')).toMatch(/cannot be sent/)
  })

  it('show any other status as the API sent it, with a meaning that says so', () => {
    expect(isKnownStatus('ARCHIVED')).toBe(false)
    expect(statusLabel('ARCHIVED')).toBe('ARCHIVED')
    expect(statusLabel('paused')).toBe('paused')
    expect(statusMeaning('ARCHIVED')).toBe('A status this dashboard does not know yet, shown as the API sent it.')
  })

  it('do not take inherited names for statuses', () => {
    expect(isKnownStatus('constructor')).toBe(false)
    expect(statusLabel('toString')).toBe('toString')
  })
})
