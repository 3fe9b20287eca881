import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppQueryClient } from '@/app/query-client'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { resourceKeys } from './resource-roots'
import { templateQueries, useCreateTemplate } from './templates'
import { bodyOnlyTemplate } from '@/test/template-request'

const demo = withDemoServer()
beforeEach(() => connectAs())

describe('template query keys', () => {
  it('nest every key under the templates root', () => {
    expect(templateQueries.all()).toEqual(resourceKeys.templates)
    for (const key of [
      templateQueries.list({ workspaceId: 'ws_1', page: 2 }).queryKey,
      templateQueries.detail('tpl_1').queryKey,
      templateQueries.named('ws_1', 'Order').queryKey,
    ]) {
      expect(key.slice(0, 1)).toEqual(resourceKeys.templates)
    }
  })
})

describe('useCreateTemplate', () => {
  it('refreshes everything under the templates root, primes the detail, and leaves other resources alone', async () => {
    const client = createAppQueryClient({ onUnauthorized: vi.fn(), onMutationError: vi.fn() })
    const workspaceId = demo.db.data.workspaces[0]?.id ?? 'ws_1'
    // Derived data elsewhere (e.g. the overview's count) sits under the same root.
    const countKey = [...resourceKeys.templates, 'count', workspaceId]
    const otherKey = [...resourceKeys.staff, 'count', workspaceId]
    client.setQueryData(countKey, 3)
    client.setQueryData(otherKey, 4)
    await client.fetchQuery(templateQueries.list({ workspaceId }))

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useCreateTemplate(), { wrapper })
    const created = await act(() => result.current.mutateAsync(bodyOnlyTemplate(workspaceId, 'hook_probe')))

    const state = (key: readonly unknown[]) => client.getQueryState(key)
    expect(state(countKey)?.isInvalidated).toBe(true)
    expect(state(templateQueries.list({ workspaceId }).queryKey)?.isInvalidated).toBe(true)
    expect(state(otherKey)?.isInvalidated).toBe(false)
    expect(state(templateQueries.detail(created.id).queryKey)).toMatchObject({ data: created, isInvalidated: false })
  })
})

describe('templateQueries.recent', () => {
  it('gives the other-bodies check the readable templates only, past a row that is not one', async () => {
    const workspaceId = demo.db.data.workspaces[0]?.id ?? 'ws_1'
    const [first] = demo.db.data.templates.filter((t) => t.workspace.id === workspaceId)
    if (!first) throw new Error('the seed has no template in the first workspace')
    // Only a record without an id is not a template (see api/templates.ts).
    demo.db.data.templates.push({
      ...first,
      id: undefined as unknown as string,
      updatedAt: '2099-01-01T00:00:00.000Z',
      template: { ...first.template, name: 'unreadable_probe' },
    })
    const client = createAppQueryClient({ onUnauthorized: vi.fn(), onMutationError: vi.fn() })
    const recent = await client.fetchQuery(templateQueries.recent(workspaceId))
    expect(recent.map((t) => t.template.name)).not.toContain('unreadable_probe')
    expect(recent).toHaveLength(demo.db.data.templates.filter((t) => t.workspace.id === workspaceId).length - 1)
    expect(recent.every((t) => typeof t.id === 'string' && t.id !== '')).toBe(true)
  })
})
