import { describe, expect, it } from 'vitest'
import { listQuery, listSearchSchema, withLimit, withPage, withSearchText } from './list-search'

describe('list URL state', () => {
  it('parses good values and drops bad ones instead of failing', () => {
    expect(listSearchSchema.parse({ searchText: ' order ', page: '3', limit: '25' })).toEqual({
      searchText: 'order',
      page: 3,
      limit: 25,
    })
    expect(listSearchSchema.parse({ page: '0', limit: '1000' })).toEqual({ page: undefined, limit: undefined })
    expect(listSearchSchema.parse({ page: 'abc', limit: '2.5' })).toEqual({ page: undefined, limit: undefined })
  })

  it('defaults to page 1 and 10 rows, and sends no empty search', () => {
    expect(listQuery({})).toEqual({ searchText: undefined, page: 1, limit: 10 })
    expect(listQuery({ searchText: '', page: 2, limit: 50 })).toEqual({ searchText: undefined, page: 2, limit: 50 })
  })

  it('goes back to page 1 when the search or the page size changes', () => {
    const at = { searchText: 'a', page: 4, limit: 25 }
    expect(withSearchText(at, 'b')).toEqual({ searchText: 'b', page: undefined, limit: 25 })
    expect(withSearchText(at, '')).toEqual({ searchText: undefined, page: undefined, limit: 25 })
    expect(withLimit(at, 50)).toEqual({ searchText: 'a', page: undefined, limit: 50 })
    expect(withPage(at, 5)).toEqual({ searchText: 'a', page: 5, limit: 25 })
  })
})
