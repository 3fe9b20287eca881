import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { workspaceQueries } from '@/resources/workspaces'
import { startWorkspaceId } from './start-workspace'

const demo = withDemoServer()
beforeEach(() => connectAs())

describe('startWorkspaceId', () => {
  it('opens the first workspace, read with the switcher’s list and left in the cache for its screen', async () => {
    const client = new QueryClient()
    const first = demo.db.data.workspaces[0]
    expect(await startWorkspaceId(client, null)).toBe(first?.id)
    expect(client.getQueryData(workspaceQueries.detail(first?.id ?? '').queryKey)).toEqual(first)
    expect(client.getQueryData(workspaceQueries.list({ limit: 100 }).queryKey)).toEqual(
      demo.db.data.workspaces.slice(0, 100),
    )
    expect(client.getQueryCache().getAll()).toHaveLength(2)
  })

  it('returns to the last workspace used when it is listed', async () => {
    const client = new QueryClient()
    const last = demo.db.data.workspaces.at(-1)
    expect(await startWorkspaceId(client, last?.id ?? null)).toBe(last?.id)
  })

  it('falls back to the first workspace when the last one is gone', async () => {
    const client = new QueryClient()
    expect(await startWorkspaceId(client, 'ws_gone')).toBe(demo.db.data.workspaces[0]?.id)
  })

  it('returns null when the account has no workspace', async () => {
    demo.db.data.workspaces.splice(0)
    expect(await startWorkspaceId(new QueryClient(), null)).toBeNull()
  })
})
