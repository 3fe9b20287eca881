import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Template } from '@/api/templates'
import { replaceTemplateInCaches, templatesIn } from './template-caches'
import { templateQueries } from './templates'

function template(id: string, status: string, updatedAt: string): Template {
  return {
    id,
    template: { category: 'UTILITY', language: 'en', name: id, status, components: [] },
    workspace: { id: 'ws_1', title: 'Main' },
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt,
  }
}

const unreadable = { unreadableRow: true as const, index: 1, problem: 'bad', raw: null }
const pending = template('tpl_1', 'PENDING', '2026-11-20T09:00:00.000Z')
const approved = template('tpl_1', 'APPROVED', '2026-11-20T09:02:00.000Z')
const other = template('tpl_2', 'APPROVED', '2026-11-20T07:00:00.000Z')

describe('templatesIn', () => {
  it('finds the templates of lists, of the read of every template and of a detail, and nothing else', () => {
    expect(templatesIn([pending, unreadable])).toEqual([pending])
    expect(templatesIn({ templates: [other], unreadable: [] })).toEqual([other])
    expect(templatesIn(pending)).toEqual([pending])
    expect(templatesIn(12)).toEqual([])
    expect(templatesIn(undefined)).toEqual([])
  })
})

describe('replaceTemplateInCaches', () => {
  it('puts the newer record in place in every cached list, search and read of every template, keeping their age', () => {
    const client = new QueryClient()
    const list = templateQueries.list({ workspaceId: 'ws_1' }).queryKey
    const named = templateQueries.named('ws_1', 'tpl').queryKey
    const every = templateQueries.everyTemplate('ws_1').queryKey
    const progress = templateQueries.everyTemplateProgress('ws_1').queryKey
    client.setQueryData(list, [other, pending, unreadable], { updatedAt: 1000 })
    client.setQueryData(named, [pending])
    client.setQueryData(every, { templates: [pending, other], unreadable: [] })
    client.setQueryData(progress, 2)
    const untouched = client.getQueryData(named)

    replaceTemplateInCaches(client, approved)
    expect(client.getQueryData(list)).toEqual([other, approved, unreadable])
    expect(client.getQueryState(list)?.dataUpdatedAt).toBe(1000)
    expect(client.getQueryData(named)).toEqual([approved])
    expect(client.getQueryData(named)).not.toBe(untouched)
    expect(client.getQueryData(every)).toEqual({ templates: [approved, other], unreadable: [] })
    expect(client.getQueryData(progress)).toBe(2)
  })

  it('never puts an older record over a newer one', () => {
    const client = new QueryClient()
    const list = templateQueries.list({ workspaceId: 'ws_1' }).queryKey
    const rows = [approved, other]
    client.setQueryData(list, rows)
    replaceTemplateInCaches(client, pending)
    expect(client.getQueryData(list)).toBe(rows)
  })
})
