import { describe, expect, it } from 'vitest'
import { isKnownStatus, knownStatuses, statusLabel, statusMeaning } from './template-statuses'

/** Every known status in the dashboard's order, with its words. */
const labelled = [
  ['APPROVED', 'Approved'],
  ['PENDING', 'Pending review'],
  ['REJECTED', 'Rejected'],
  ['PAUSED', 'Paused'],
  ['DISABLED', 'Disabled'],
  ['IN_APPEAL', 'In appeal'],
  ['PENDING_DELETION', 'Pending deletion'],
  ['DELETED', 'Deleted'],
  ['LIMIT_EXCEEDED', 'Limit exceeded'],
]

describe('template statuses', () => {
  it('know the spec’s three and those WhatsApp sends today, each with its own words and meaning', () => {
    expect(knownStatuses).toEqual(labelled.map(([status]) => status))
    expect(knownStatuses.map(statusLabel)).toEqual(labelled.map(([, label]) => label))
    const meanings = knownStatuses.map(statusMeaning)
    expect(new Set(meanings).size).toBe(knownStatuses.length)
    for (const meaning of meanings) expect(meaning).toMatch(/^[A-Z].*\.$/)
    expect(statusMeaning('PAUSED')).toMatch(/cannot be sent/)
  })

  it('show any other status as the API sent it, with a meaning that says so', () => {
    expect(isKnownStatus('ARCHIVED')).toBe(false)
    expect(statusLabel('ARCHIVED')).toBe('Archived')
    expect(statusLabel('paused')).toBe('Paused')
    expect(statusMeaning('ARCHIVED')).toBe('A status this dashboard does not know yet, named as the API sent it.')
  })

  it('do not take inherited names for statuses', () => {
    expect(isKnownStatus('constructor')).toBe(false)
    expect(statusLabel('toString')).toBe('toString')
  })
})
