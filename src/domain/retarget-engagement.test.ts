import { describe, expect, it } from 'vitest'
import { engagementWords } from './retarget-engagement'

describe('engagementWords', () => {
  it('says whom each known engagement reaches, in any case', () => {
    expect(['sent', 'delivered', 'read', 'replied', 'failed'].map(engagementWords)).toEqual([
      'Not delivered',
      'Did not read',
      'Read, no reply',
      'Replied',
      'Failed',
    ])
    expect(engagementWords(' DELIVERED ')).toBe('Did not read')
  })

  it('shows any other value as sent, inherited names included', () => {
    expect(engagementWords('clicked')).toBe('clicked')
    expect(engagementWords('constructor')).toBe('constructor')
  })
})
