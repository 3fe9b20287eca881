import { describe, expect, it } from 'vitest'
import { compareSearchSchema } from '../broadcast-search'
import { comparedIds, MAX_COMPARED, withComparedIds } from './compare-search'

const parse = (search: Record<string, unknown>) => compareSearchSchema.parse(search)

describe('compareSearchSchema', () => {
  it('keeps the picked ids as one comma list', () => {
    expect(parse({ ids: 'bc_1,bc_2' })).toEqual({ ids: 'bc_1,bc_2' })
    expect(comparedIds(parse({ ids: 'bc_1,bc_2' }))).toEqual(['bc_1', 'bc_2'])
  })

  it('drops blanks, spaces and repeats, and keeps the first five', () => {
    expect(comparedIds(parse({ ids: ' bc_2 ,,bc_1,bc_2, ,bc_3' }))).toEqual(['bc_2', 'bc_1', 'bc_3'])
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].join(',')
    expect(comparedIds(parse({ ids: seven }))).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(comparedIds(parse({ ids: seven }))).toHaveLength(MAX_COMPARED)
  })

  it.each([[undefined], [''], [' , '], [null], [{}], [true], [[]], [123]])('has no ids for %j', (ids) => {
    expect(comparedIds(parse({ ids }))).toEqual([])
  })

  it('writes new picks back in the same canonical form', () => {
    expect(withComparedIds({ ids: 'bc_1' }, ['bc_1', 'bc_3', 'bc_1'])).toEqual({ ids: 'bc_1,bc_3' })
    expect(withComparedIds({ ids: 'bc_1' }, [])).toEqual({ ids: undefined })
  })
})
