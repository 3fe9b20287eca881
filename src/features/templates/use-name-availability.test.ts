import { describe, expect, it } from 'vitest'
import { isNameTaken } from './use-name-availability'

describe('isNameTaken', () => {
  const unreadable = {
    unreadableRow: true,
    index: 0,
    problem: 'template.name: expected string',
    raw: { template: { name: 'order_update' } },
  } as const

  it('compares names without case, over the rows that could be read only', () => {
    expect(isNameTaken([unreadable, { template: { name: 'Order_Update' } }], ' order_update ')).toBe(true)
    expect(isNameTaken([unreadable], 'order_update')).toBe(false)
    expect(isNameTaken([], 'order_update')).toBe(false)
  })
})
