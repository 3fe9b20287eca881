import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTemplate } from '@/api/templates'
import { api } from '@/app/api'
import { createAppQueryClient } from '@/app/query-client'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { retargetQueries } from './broadcasts'
import { resourceKeys } from './resource-roots'
import { segmentQueries } from './segments'
import { templateQueries } from './templates'
import { COUNT_LIMIT, overviewQueries, type CountedResource } from './workspace-overview'
import { workspaceQueries } from './workspaces'
import { bodyOnlyTemplate } from '@/test/template-request'

const demo = withDemoServer()
beforeEach(() => connectAs())

const counted: CountedResource[] = ['templates', 'broadcasts', 'segments', 'staff']

/** A workspace whose template count is exact (under the overview's limit), so one more shows. */
function smallWorkspace(): string {
  const { workspaces, templates } = demo.db.data
  const found = workspaces.find((ws) => templates.filter((t) => t.workspace.id === ws.id).length < COUNT_LIMIT)
  if (!found) throw new Error('the seed has no workspace with fewer templates than the count limit')
  return found.id
}

describe('overview query keys', () => {
  it('keeps each count under its own resource root, not under the workspace', () => {
    for (const resource of counted) {
      const key = overviewQueries.count('ws_1', resource).queryKey
      expect(key.slice(0, 1)).toEqual(resourceKeys[resource])
      expect(key.at(-1)).toMatchObject({ workspaceId: 'ws_1' })
    }
    expect(overviewQueries.team('ws_1').queryKey.slice(0, 1)).toEqual(resourceKeys.staff)
  })

  it('counts the staff and lists the team from one read', () => {
    expect(overviewQueries.team('ws_1').queryKey).toEqual(overviewQueries.count('ws_1', 'staff').queryKey)
  })

  it("reads each count with its resource's own list, so a screen reading the same page shares the read", () => {
    expect(overviewQueries.count('ws_1', 'segments').queryKey).toEqual(segmentQueries.choices('ws_1').queryKey)
    expect(overviewQueries.count('ws_1', 'broadcasts').queryKey).toEqual(retargetQueries.choices('ws_1').queryKey)
    expect(overviewQueries.count('ws_1', 'templates').queryKey).toEqual(
      templateQueries.list({ workspaceId: 'ws_1', limit: COUNT_LIMIT }).queryKey,
    )
  })

  it('keeps workspace keys under the workspaces root, apart from every count', () => {
    expect(workspaceQueries.all()).toEqual(resourceKeys.workspaces)
    expect(workspaceQueries.list({ page: 2 }).queryKey.slice(0, 1)).toEqual(resourceKeys.workspaces)
    expect(workspaceQueries.detail('ws_1').queryKey.slice(0, 1)).toEqual(resourceKeys.workspaces)
    const roots = counted.map((resource): string => overviewQueries.count('ws_1', resource).queryKey[0])
    expect(new Set(roots).size).toBe(counted.length)
    expect(roots).not.toContain(resourceKeys.workspaces[0])
  })
})

describe('a mutation refreshes the overview', () => {
  it('creating a template marks the template count stale, and only it; the refetch counts the new one', async () => {
    const client = createAppQueryClient({ onUnauthorized: vi.fn(), onMutationError: vi.fn() })
    const workspaceId = smallWorkspace()
    const before = (await client.fetchQuery(overviewQueries.rows(workspaceId, 'templates'))).length
    await client.fetchQuery(overviewQueries.rows(workspaceId, 'staff'))
    await client.fetchQuery(workspaceQueries.detail(workspaceId))

    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => createTemplate(api, bodyOnlyTemplate(workspaceId, 'count_probe')),
      meta: { invalidates: ['templates'] },
    })
    await mutation.execute(undefined)

    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated
    expect(invalidated(overviewQueries.count(workspaceId, 'templates').queryKey)).toBe(true)
    expect(invalidated(overviewQueries.count(workspaceId, 'staff').queryKey)).toBe(false)
    expect(invalidated(overviewQueries.team(workspaceId).queryKey)).toBe(false)
    expect(invalidated(workspaceQueries.detail(workspaceId).queryKey)).toBe(false)
    expect((await client.fetchQuery(overviewQueries.rows(workspaceId, 'templates'))).length).toBe(before + 1)
  })

  it('a mutation that fails invalidates nothing', async () => {
    const client = createAppQueryClient({ onUnauthorized: vi.fn(), onMutationError: vi.fn() })
    const workspaceId = smallWorkspace()
    await client.fetchQuery(overviewQueries.rows(workspaceId, 'templates'))
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error('refused')),
      meta: { invalidates: ['templates'] },
    })
    await expect(mutation.execute(undefined)).rejects.toThrow('refused')
    expect(client.getQueryState(overviewQueries.count(workspaceId, 'templates').queryKey)?.isInvalidated).toBe(false)
  })
})
