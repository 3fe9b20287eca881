import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  broadcastListQuery,
  broadcastSearchSchema,
  LOG_PAGE_SIZES,
  logPageQuery,
  logSearchSchema,
  withEndDate,
} from './broadcast-search'

const parseList = (search: Record<string, unknown>) => broadcastSearchSchema.parse(search)
const parseLogs = (search: Record<string, unknown>) => logSearchSchema.parse(search)

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('broadcastSearchSchema', () => {
  it('keeps a real calendar date and the shared list state', () => {
    expect(parseList({ endDate: '2026-02-28', searchText: ' sale ', page: 2, limit: 25 })).toEqual({
      endDate: '2026-02-28',
      searchText: 'sale',
      page: 2,
      limit: 25,
    })
    expect(parseList({ endDate: '2028-02-29' }).endDate).toBe('2028-02-29')
  })

  it.each([
    ['2026-02-30'],
    ['2027-02-29'],
    ['2026-13-01'],
    ['2026-1-5'],
    ['yesterday'],
    ['2026-11-20T10:00:00Z'],
    [''],
    [20261120],
    [null],
  ])('drops the end date %j and keeps the rest', (endDate) => {
    const search = parseList({ endDate, searchText: 'sale', page: 3 })
    expect(search).toEqual({ searchText: 'sale', page: 3 })
    expect(search.endDate).toBeUndefined()
  })

  it('falls back to the defaults for a bad page or page size, without failing', () => {
    expect(parseList({ page: 0, limit: 500 })).toEqual({})
    expect(broadcastListQuery(parseList({ page: 'two', limit: -1 }))).toEqual({
      searchText: undefined,
      page: 1,
      limit: 10,
      endDate: undefined,
    })
  })
})

describe('broadcastListQuery', () => {
  it('sends no endDate when the URL has none', () => {
    expect(broadcastListQuery({ searchText: 'x', page: 2 })).toEqual({
      searchText: 'x',
      page: 2,
      limit: 10,
      endDate: undefined,
    })
  })

  it('sends the end date as the last millisecond of that day in the local time zone, in ISO 8601', () => {
    vi.stubEnv('TZ', 'Pacific/Auckland')
    expect(broadcastListQuery({ endDate: '2026-11-20' }).endDate).toBe('2026-11-20T10:59:59.999Z')
    vi.stubEnv('TZ', 'America/Los_Angeles')
    expect(broadcastListQuery({ endDate: '2026-11-20' }).endDate).toBe('2026-11-21T07:59:59.999Z')
    vi.stubEnv('TZ', 'UTC')
    expect(broadcastListQuery({ endDate: '2026-11-20' }).endDate).toBe('2026-11-20T23:59:59.999Z')
  })

  it('ends the day at local midnight on a daylight-saving change, not 24 hours after it began', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles')
    // Clocks go back on 1 November 2026 (a 25-hour day) and forward on 8 March 2026 (23 hours).
    expect(broadcastListQuery({ endDate: '2026-11-01' }).endDate).toBe('2026-11-02T07:59:59.999Z')
    expect(broadcastListQuery({ endDate: '2026-03-08' }).endDate).toBe('2026-03-09T06:59:59.999Z')
  })

  it('gives a timestamp whose next millisecond is the following local day', () => {
    const endDate = broadcastListQuery({ endDate: '2026-12-31' }).endDate
    if (!endDate) throw new Error('no endDate')
    const end = new Date(endDate)
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2026, 11, 31, 23, 59,
    ])
    const next = new Date(end.getTime() + 1)
    expect([next.getFullYear(), next.getMonth(), next.getDate(), next.getHours()]).toEqual([2027, 0, 1, 0])
  })
})

describe('withEndDate', () => {
  it('sets the date and goes back to the first page; an empty date clears it', () => {
    expect(withEndDate({ searchText: 'sale', page: 4, limit: 25 }, '2026-11-20')).toEqual({
      searchText: 'sale',
      page: undefined,
      limit: 25,
      endDate: '2026-11-20',
    })
    expect(withEndDate({ endDate: '2026-11-20', page: 2 }, '')).toEqual({ endDate: undefined, page: undefined })
  })
})

describe('logSearchSchema', () => {
  it.each(LOG_PAGE_SIZES.map((limit) => [limit]))('accepts a page size of %i', (limit) => {
    expect(parseLogs({ limit }).limit).toBe(limit)
    expect(logPageQuery(parseLogs({ limit: String(limit) }))).toEqual({ page: 1, limit })
  })

  it('offers exactly 10, 25, 50, 100, 500 and 1,000 per page', () => {
    expect([...LOG_PAGE_SIZES]).toEqual([10, 25, 50, 100, 500, 1000])
  })

  it.each([[20], [30], [99], [101], [250], [2000], [0], [-10], [25.5], ['many'], [null]])(
    'drops a page size of %j: the page falls back to 100 logs',
    (limit) => {
      const search = parseLogs({ limit, page: 2 })
      expect(search.limit).toBeUndefined()
      expect(logPageQuery(search)).toEqual({ page: 2, limit: 100 })
    },
  )

  it('keeps the status and text filters, trimmed, and drops ones that are not text', () => {
    expect(parseLogs({ status: ' failed ', q: ' +44 7700 ' })).toEqual({ status: 'failed', q: '+44 7700' })
    expect(parseLogs({ status: 3, q: ['a'] })).toEqual({})
  })

  it('keeps the opt-out choice only when it is one of its two', () => {
    expect(parseLogs({ optOut: 'only' })).toEqual({ optOut: 'only' })
    expect(parseLogs({ optOut: 'without', status: 'read' })).toEqual({ optOut: 'without', status: 'read' })
    expect(parseLogs({ optOut: 'yes' })).toEqual({})
  })

  it('keeps a valid page and starts from page 1 of 100 logs by default', () => {
    expect(logPageQuery(parseLogs({}))).toEqual({ page: 1, limit: 100 })
    expect(logPageQuery(parseLogs({ page: 7, limit: 500, status: 'read' }))).toEqual({ page: 7, limit: 500 })
    expect(parseLogs({ page: -1 }).page).toBeUndefined()
  })
})
