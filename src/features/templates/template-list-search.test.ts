import { describe, expect, it } from 'vitest'
import { hasTemplateFilters, templateListSearchSchema, withChoice, withoutFilters } from './template-list-search'

const parse = (search: Record<string, unknown>) => templateListSearchSchema.parse(search)

describe('templateListSearchSchema', () => {
  it('keeps the filters, the order and the shared list state', () => {
    expect(
      parse({
        status: 'REJECTED',
        category: 'MARKETING',
        language: ' en_GB ',
        sort: 'name-desc',
        searchText: ' sale ',
        page: '2',
        limit: '25',
      }),
    ).toEqual({
      status: 'REJECTED',
      category: 'MARKETING',
      language: 'en_GB',
      sort: 'name-desc',
      searchText: 'sale',
      page: 2,
      limit: 25,
    })
  })

  it.each([
    ['status', 'PAUSED'],
    ['status', 'LIMIT_EXCEEDED'],
    ['status', 'DRAFT'],
    ['status', 'rejected'],
    ['category', 'TRANSACTIONAL'],
    ['category', 'Marketing'],
  ])('keeps %s=%j as sent: the live API sends values the spec does not list', (key, value) => {
    expect(parse({ [key]: value, page: 3 })).toEqual({ [key]: value, page: 3 })
  })

  it('trims a status or category, and keeps one as long as 64 characters', () => {
    expect(parse({ status: ' PAUSED ', category: ` ${'C'.repeat(64)} ` })).toEqual({
      status: 'PAUSED',
      category: 'C'.repeat(64),
    })
  })

  it.each([
    ['status', ''],
    ['status', '   '],
    ['status', 'S'.repeat(65)],
    ['status', 3],
    ['status', ['PAUSED']],
    ['category', ''],
    ['category', 3],
    ['category', { value: 'MARKETING' }],
    ['language', ''],
    ['language', '   '],
    ['language', 'x'.repeat(21)],
    ['language', ['en']],
    ['sort', 'name'],
    ['sort', 'updated-sideways'],
  ])('drops %s=%j and keeps the rest', (key, value) => {
    const search = parse({ [key]: value, searchText: 'sale', page: 3 })
    expect(search).toEqual({ searchText: 'sale', page: 3 })
  })
})

describe('hasTemplateFilters', () => {
  it('counts the order apart from the filters', () => {
    expect(hasTemplateFilters({ sort: 'name-asc' })).toBe(false)
    expect(hasTemplateFilters({ language: 'de' })).toBe(true)
  })
})

describe('withChoice and withoutFilters', () => {
  it('set a choice and go back to page 1', () => {
    expect(withChoice({ searchText: 'a', page: 4, limit: 25 }, { status: 'APPROVED' })).toEqual({
      searchText: 'a',
      page: undefined,
      limit: 25,
      status: 'APPROVED',
    })
    expect(withChoice({ status: 'APPROVED', page: 2 }, { status: undefined })).toEqual({
      status: undefined,
      page: undefined,
    })
  })

  it('clear the filters but keep the search text, the order and the page size', () => {
    expect(
      withoutFilters({
        status: 'REJECTED',
        category: 'MARKETING',
        language: 'fr',
        sort: 'name-asc',
        searchText: 'sale',
        page: 3,
        limit: 50,
      }),
    ).toEqual({
      sort: 'name-asc',
      searchText: 'sale',
      limit: 50,
    })
  })
})
