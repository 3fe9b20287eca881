import { describe, expect, it } from 'vitest'
import { parse } from 'zod/mini'
import { requestedSegment, segmentSearchSchema, withoutRequest } from './segment-search'

const read = (search: Record<string, unknown>) => parse(segmentSearchSchema, search)

describe('segment list URL state', () => {
  it('asks for the create dialog with new=1, prefilled with what the link carries', () => {
    const search = read({
      new: 1,
      name: ' Black Friday — read ',
      retargetBroadcast: 'bc_1',
      retargetEngagementType: 'read',
      page: 2,
    })
    expect(requestedSegment(search)).toEqual({
      name: 'Black Friday — read',
      retargetBroadcast: 'bc_1',
      retargetEngagementType: 'read',
    })
    expect(withoutRequest(search)).toEqual({ page: 2 })
  })

  it('reads a number the router parsed from the URL as the text it was', () => {
    expect(requestedSegment(read({ new: 1, name: 2026, retargetBroadcast: 17 }))).toEqual({
      name: '2026',
      retargetBroadcast: '17',
    })
  })

  it('drops values that do not fit instead of failing', () => {
    const search = read({
      new: 'yes',
      name: { nested: true },
      retargetBroadcast: ['bc_1'],
      retargetEngagementType: '   ',
      page: -1,
      searchText: 'vip',
    })
    expect(search).toEqual({ searchText: 'vip' })
    expect(requestedSegment(search)).toBeUndefined()
    expect(requestedSegment(read({ new: 1, retargetEngagementType: '  ' }))).toEqual({})
  })

  it('asks for no dialog without new=1', () => {
    expect(requestedSegment(read({ name: 'VIP' }))).toBeUndefined()
    expect(requestedSegment(read({ new: 2, name: 'VIP' }))).toBeUndefined()
  })
})
