import { describe, expect, it } from 'vitest'
import { safeParse, z } from 'zod/mini'
import { isUnreadable, listOf, readableRows, type UnreadableRow } from './list-rows'

const rowSchema = z.object({ id: z.string(), count: z.number() })
const list = listOf(rowSchema)

describe('listOf', () => {
  it('parses every item of an array on its own: a bad one becomes an unreadable row in its place', () => {
    const result = safeParse(list, [{ id: 'a', count: 1 }, { id: 'b' }, { id: 'c', count: 3 }])
    expect(result.success).toBe(true)
    expect(result.data).toStrictEqual([
      { id: 'a', count: 1 },
      {
        unreadableRow: true,
        index: 1,
        problem: 'count: Invalid input: expected number, received undefined',
        raw: { id: 'b' },
      },
      { id: 'c', count: 3 },
    ])
  })

  it('still fails a response that is not an array at all', () => {
    expect(safeParse(list, { items: [] }).success).toBe(false)
    expect(safeParse(list, 'oops').success).toBe(false)
  })

  it('reads an empty array as no rows', () => {
    expect(safeParse(list, []).data).toEqual([])
  })
})

describe('readableRows and isUnreadable', () => {
  const bad: UnreadableRow = { unreadableRow: true, index: 0, problem: 'x', raw: null }

  it('keeps the records and drops the unreadable rows', () => {
    expect(readableRows([bad, { id: 'a', count: 1 }])).toEqual([{ id: 'a', count: 1 }])
  })

  it('tells an unreadable row from a record, even a record with odd fields', () => {
    expect(isUnreadable(bad)).toBe(true)
    expect(isUnreadable({ id: 'a', unreadableRow: 'yes' })).toBe(false)
    expect(isUnreadable(null)).toBe(false)
  })
})
