import { describe, expect, it } from 'vitest'
import type { Template, TemplateCategory, TemplateStatus } from '@/api/templates'
import {
  describeFilters,
  filterTemplates,
  languagesOf,
  sortTemplates,
  unknownCategoriesOf,
  unknownStatusesOf,
} from './template-filters'

let nextId = 1
function template(
  name: string,
  init: { status?: TemplateStatus; category?: TemplateCategory; language?: string; updatedAt?: string } = {},
): Template {
  const id = `tpl_${nextId++}`
  return {
    id,
    template: {
      name,
      status: init.status ?? 'APPROVED',
      category: init.category ?? 'UTILITY',
      language: init.language ?? 'en_GB',
      components: [{ type: 'BODY', text: 'Hi' }],
    },
    workspace: { id: 'ws_1', title: 'Main' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: init.updatedAt ?? '2026-01-01T00:00:00.000Z',
  }
}

/** A template of this status, category and language, last updated at ten (UTC) on this day (MM-DD) of 2026. */
const made = (name: string, status: TemplateStatus, category: TemplateCategory, language: string, day: string) =>
  template(name, { status, category, language, updatedAt: `2026-${day}T10:00:00.000Z` })
const names = (templates: readonly Template[]) => templates.map(({ template }) => template.name)

const flash = made('flash_sale', 'REJECTED', 'MARKETING', 'fr', '03-01')
const order = made('order_update', 'APPROVED', 'UTILITY', 'en_GB', '03-04')
const winter = made('Winter_Sale', 'REJECTED', 'MARKETING', 'de', '02-01')
const code = made('login_code', 'PENDING', 'AUTHENTICATION', 'en_GB', '03-02')
const all = [order, code, flash, winter]

describe('filterTemplates', () => {
  it('keeps everything when no filter is set', () => {
    expect(filterTemplates(all, {})).toEqual(all)
  })

  it('filters by status, category and language, all of them at once', () => {
    expect(names(filterTemplates(all, { status: 'REJECTED' }))).toEqual(['flash_sale', 'Winter_Sale'])
    expect(names(filterTemplates(all, { category: 'AUTHENTICATION' }))).toEqual(['login_code'])
    expect(names(filterTemplates(all, { language: 'en_GB' }))).toEqual(['order_update', 'login_code'])
    expect(names(filterTemplates(all, { status: 'REJECTED', category: 'MARKETING', language: 'de' }))).toEqual([
      'Winter_Sale',
    ])
    expect(filterTemplates(all, { status: 'PENDING', category: 'MARKETING' })).toEqual([])
  })

  it('searches names as the API does: a case-insensitive part of the name', () => {
    expect(names(filterTemplates(all, { searchText: 'SALE' }))).toEqual(['flash_sale', 'Winter_Sale'])
    expect(names(filterTemplates(all, { searchText: ' sale ', status: 'REJECTED', language: 'fr' }))).toEqual([
      'flash_sale',
    ])
    expect(filterTemplates(all, { searchText: 'nothing like it' })).toEqual([])
  })

  it('matches a language code exactly, as Meta spells it', () => {
    expect(filterTemplates(all, { language: 'en_gb' })).toEqual([])
  })
})

describe('values newer than the spec', () => {
  const paused = template('paused_offer', {
    status: 'PAUSED',
    category: 'MARKETING',
    updatedAt: '2026-03-03T10:00:00.000Z',
  })
  const archived = template('archived_code', {
    status: 'ARCHIVED',
    category: 'TRANSACTIONAL',
    updatedAt: '2026-01-15T10:00:00.000Z',
  })
  const alsoArchived = template('Archived_receipt', {
    status: 'ARCHIVED',
    category: 'OTP',
    updatedAt: '2026-03-05T10:00:00.000Z',
  })
  const mixed = [...all, paused, archived, alsoArchived]

  it('are filtered on exactly as sent, like the spec’s own', () => {
    expect(names(filterTemplates(mixed, { status: 'PAUSED' }))).toEqual(['paused_offer'])
    expect(names(filterTemplates(mixed, { status: 'ARCHIVED' }))).toEqual(['archived_code', 'Archived_receipt'])
    expect(names(filterTemplates(mixed, { category: 'TRANSACTIONAL' }))).toEqual(['archived_code'])
    expect(names(filterTemplates(mixed, { status: 'ARCHIVED', searchText: 'receipt' }))).toEqual(['Archived_receipt'])
    expect(filterTemplates(mixed, { status: 'archived' })).toEqual([])
  })

  it('sort among the others by name and by time', () => {
    expect(names(sortTemplates(mixed, 'name-asc'))).toEqual([
      'archived_code',
      'Archived_receipt',
      'flash_sale',
      'login_code',
      'order_update',
      'paused_offer',
      'Winter_Sale',
    ])
    expect(names(sortTemplates(mixed, 'updated-desc')).slice(0, 3)).toEqual([
      'Archived_receipt',
      'order_update',
      'paused_offer',
    ])
  })

  it('are offered by the filters once each, sorted, leaving out those the dashboard knows', () => {
    expect(unknownStatusesOf(mixed)).toEqual(['ARCHIVED'])
    expect(unknownStatusesOf(all)).toEqual([])
    expect(unknownCategoriesOf(mixed)).toEqual(['OTP', 'TRANSACTIONAL'])
  })

  it('are named in words when the dashboard knows them, else as sent', () => {
    expect(describeFilters({ status: 'PAUSED', category: 'TRANSACTIONAL' })).toEqual([
      'status Paused',
      'category TRANSACTIONAL',
    ])
    expect(describeFilters({ status: 'LIMIT_EXCEEDED' })).toEqual(['status Limit exceeded'])
    expect(describeFilters({ status: 'ARCHIVED' })).toEqual(['status Archived'])
  })
})

describe('sortTemplates', () => {
  it('keeps the API order without a sort, in a new array', () => {
    const sorted = sortTemplates(all, undefined)
    expect(sorted).toEqual(all)
    expect(sorted).not.toBe(all)
  })

  it('sorts by name either way, ignoring case and counting numbers as numbers', () => {
    const numbered = [template('promo_10'), template('promo_9'), template('Promo_2')]
    expect(names(sortTemplates(all, 'name-asc'))).toEqual(['flash_sale', 'login_code', 'order_update', 'Winter_Sale'])
    expect(names(sortTemplates(all, 'name-desc'))).toEqual(['Winter_Sale', 'order_update', 'login_code', 'flash_sale'])
    expect(names(sortTemplates(numbered, 'name-asc'))).toEqual(['Promo_2', 'promo_9', 'promo_10'])
  })

  it('sorts by the time of the last update either way, without touching the input', () => {
    const before = [...all]
    expect(names(sortTemplates(all, 'updated-desc'))).toEqual([
      'order_update',
      'login_code',
      'flash_sale',
      'Winter_Sale',
    ])
    expect(names(sortTemplates(all, 'updated-asc'))).toEqual([
      'Winter_Sale',
      'flash_sale',
      'login_code',
      'order_update',
    ])
    expect(all).toEqual(before)
  })

  it('compares instants, not strings, and puts a time not given, or not a time, last either way', () => {
    const offset = template('offset', { updatedAt: '2026-03-04T12:00:00+05:00' }) // 07:00 UTC, before order_update
    const broken = template('broken', { updatedAt: 'yesterday' })
    const absent = template('absent', { updatedAt: '' })
    expect(names(sortTemplates([absent, broken, offset, order], 'updated-desc'))).toEqual([
      'order_update',
      'offset',
      'absent',
      'broken',
    ])
    expect(names(sortTemplates([absent, broken, offset, order], 'updated-asc'))).toEqual([
      'offset',
      'order_update',
      'absent',
      'broken',
    ])
  })

  it('puts templates without a name last in either order of names', () => {
    const nameless = template('')
    expect(names(sortTemplates([nameless, order, flash], 'name-asc'))).toEqual(['flash_sale', 'order_update', ''])
    expect(names(sortTemplates([nameless, order, flash], 'name-desc'))).toEqual(['order_update', 'flash_sale', ''])
  })

  it('keeps the API order between equal names', () => {
    const first = template('same')
    const second = template('SAME')
    expect(sortTemplates([first, second], 'name-asc')).toEqual([first, second])
    expect(sortTemplates([second, first], 'name-desc')).toEqual([second, first])
  })
})

describe('languagesOf', () => {
  it('lists each language in use once, by its name', () => {
    expect(languagesOf(all)).toEqual(['en_GB', 'fr', 'de'])
    expect(languagesOf([...all, template('x', { language: 'pt_BR' }), template('y', { language: 'ar' })])).toEqual([
      'ar',
      'en_GB',
      'fr',
      'de',
      'pt_BR',
    ])
  })

  it('keeps a code that is not on Meta’s list, sorted by the code itself', () => {
    expect(languagesOf([template('x', { language: 'xx_YY' }), order])).toEqual(['en_GB', 'xx_YY'])
    expect(languagesOf([])).toEqual([])
  })

  it('leaves out a language not given: there is no value to filter by', () => {
    expect(languagesOf([template('x', { language: '' }), order])).toEqual(['en_GB'])
  })
})

describe('describeFilters', () => {
  it('names each filter set, in the UI’s words', () => {
    expect(describeFilters({ status: 'REJECTED', category: 'MARKETING', language: 'fr', searchText: 'sale' })).toEqual([
      'status Rejected',
      'category Marketing',
      'language French',
      'name containing “sale”',
    ])
    expect(describeFilters({ status: 'PENDING' })).toEqual(['status Pending review'])
    expect(describeFilters({})).toEqual([])
  })
})
