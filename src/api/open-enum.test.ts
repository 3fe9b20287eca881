import { describe, expect, it } from 'vitest'
import { safeParse } from 'zod/mini'
import { isKnown, openEnum } from './open-enum'

const statuses = ['APPROVED', 'PENDING'] as const

describe('openEnum', () => {
  it('reads a listed value and a newer one alike, as sent', () => {
    expect(safeParse(openEnum(statuses), 'APPROVED').data).toBe('APPROVED')
    expect(safeParse(openEnum(statuses), 'PAUSED').data).toBe('PAUSED')
  })

  it('still requires a string', () => {
    expect(safeParse(openEnum(statuses), 3).success).toBe(false)
    expect(safeParse(openEnum(statuses), null).success).toBe(false)
  })
})

describe('isKnown', () => {
  it('tells the listed values from the others', () => {
    expect(isKnown(statuses, 'PENDING')).toBe(true)
    expect(isKnown(statuses, 'PAUSED')).toBe(false)
    expect(isKnown(statuses, undefined)).toBe(false)
  })
})
