import { describe, expect, it } from 'vitest'
import type { UnreadableRow } from '@/api/list-rows'
import type { Template } from '@/api/templates'
import { firstFreeLanguage, freeLanguages } from './free-languages'
import { groupByName, mainVersion } from './template-versions'
import { versionsOf } from './versions-of'

let next = 0
function version(name: string, language: string, status: string): Template {
  next += 1
  return {
    id: `tpl_${next}`,
    template: {
      name,
      language,
      status,
      category: 'UTILITY',
      components: [{ type: 'BODY', text: `${name} ${language}` }],
    },
    workspace: { id: 'ws_1', title: 'Main' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }
}

const unreadable: UnreadableRow = { unreadableRow: true, index: 1, problem: 'template.name: expected string', raw: {} }
const languagesOf = (versions: Template[]) => versions.map((t) => t.template.language)

describe('groupByName', () => {
  it('keeps each template without a name a row of its own, keyed by its id', () => {
    const [a, b] = [version('', 'en', 'APPROVED'), version('', 'en', 'REJECTED')]
    const groups = groupByName([a, version('x', 'en', 'APPROVED'), b])
    expect(groups.map((group) => group.key)).toEqual([`#${a.id}`, 'x', `#${b.id}`])
    expect(groups.map((group) => group.versions.length)).toEqual([1, 1, 1])
  })

  it('puts the versions of one name in one entry, by language name, each keeping its own status', () => {
    const [group] = groupByName([
      version('order_update', 'pt_BR', 'APPROVED'),
      version('order_update', 'en_US', 'PENDING'),
      version('order_update', 'es', 'APPROVED'),
    ])
    expect(group?.name).toBe('order_update')
    expect(languagesOf(group?.versions ?? [])).toEqual(['en_US', 'pt_BR', 'es'])
    expect(group?.versions.map((t) => t.template.status)).toEqual(['PENDING', 'APPROVED', 'APPROVED'])
  })

  it('knows which versions can be sent: the approved ones, whatever the others are', () => {
    const [group] = groupByName([
      version('login_code', 'es', 'PENDING'),
      version('login_code', 'en_US', 'APPROVED'),
      version('login_code', 'pt_BR', 'ARCHIVED'),
      version('login_code', 'de', 'APPROVED'),
    ])
    expect(languagesOf(group?.sendable ?? [])).toEqual(['en_US', 'de'])
  })

  it('keeps the order in which each name first came, and names that differ in case apart', () => {
    const groups = groupByName([
      version('welcome', 'en', 'APPROVED'),
      version('receipt', 'en', 'APPROVED'),
      version('welcome', 'de', 'APPROVED'),
      version('Welcome', 'fr', 'APPROVED'),
    ])
    expect(groups.map((g) => [g.name, g.versions.length])).toEqual([
      ['welcome', 2],
      ['receipt', 1],
      ['Welcome', 1],
    ])
  })

  it('shows an unknown language code after the known names, as sent', () => {
    const [group] = groupByName([version('a', 'xx_YY', 'APPROVED'), version('a', 'de', 'APPROVED')])
    expect(languagesOf(group?.versions ?? [])).toEqual(['de', 'xx_YY'])
  })
})

describe('mainVersion', () => {
  it('is the first version that can be sent, so the row opens one with Send a test', () => {
    const [mixed] = groupByName([version('a', 'en_US', 'PENDING'), version('a', 'es', 'APPROVED')])
    expect(mixed && mainVersion(mixed)?.template.language).toBe('es')
  })

  it('is the first version when none can be sent yet', () => {
    const [pending] = groupByName([version('b', 'es', 'PENDING'), version('b', 'en_US', 'REJECTED')])
    expect(pending && mainVersion(pending)?.template.language).toBe('en_US')
  })
})

describe('versionsOf', () => {
  it('keeps only the exact name among the rows of a name search, readable ones only', () => {
    const rows = [
      version('order_update_v2', 'en', 'APPROVED'),
      unreadable,
      version('order_update', 'fr', 'APPROVED'),
      version('order_update', 'en', 'REJECTED'),
    ]
    expect(languagesOf(versionsOf(rows, 'order_update'))).toEqual(['en', 'fr'])
  })
})

describe('free languages', () => {
  it('offers every language a name is not in yet, starting with Spanish when it is free', () => {
    expect(freeLanguages(['en_US', 'es']).some(({ code }) => code === 'en_US' || code === 'es')).toBe(false)
    expect(firstFreeLanguage(['en_US'])).toBe('es')
    expect(firstFreeLanguage(['en_US', 'es'])).toBe('af')
    expect(firstFreeLanguage([])).toBe('es')
  })
})
