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

  it('takes a name in a language it already has only: another language is a new version of it', () => {
    const english = { template: { name: 'order_update', language: 'en_US' } }
    expect(isNameTaken([english], 'order_update', 'en_US')).toBe(true)
    expect(isNameTaken([english], 'Order_Update', ' en_US ')).toBe(true)
    expect(isNameTaken([english], 'order_update', 'es')).toBe(false)
    expect(isNameTaken([english], 'order_update', 'en_us')).toBe(false)
    expect(isNameTaken([english, { template: { name: 'order_update', language: 'es' } }], 'order_update', 'es')).toBe(
      true,
    )
  })
})
