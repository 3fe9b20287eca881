import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { followWorkspaceReviews } from './follow-workspace'
import { startReviewWatch } from './review-watcher'

const stops: ReturnType<typeof vi.fn>[] = []
vi.mock('./review-watcher', () => ({
  startReviewWatch: vi.fn(() => {
    const stop = vi.fn()
    stops.push(stop)
    return stop
  }),
}))

function fakeRouter(workspaceId?: string) {
  let listener: (() => void) | undefined
  const router = {
    state: { matches: [{ params: {} }, { params: workspaceId ? { workspaceId } : {} }] },
    subscribe: vi.fn((_event: string, fn: () => void) => {
      listener = fn
      return () => (listener = undefined)
    }),
    navigate: vi.fn(),
  }
  const go = (next?: string) => {
    router.state.matches = [{ params: {} }, { params: next ? { workspaceId: next } : {} }]
    listener?.()
  }
  return { router: router as unknown as AnyRouter, navigate: router.navigate, go }
}

const client = {} as QueryClient

beforeEach(() => {
  vi.mocked(startReviewWatch).mockClear()
  stops.length = 0
})

describe('followWorkspaceReviews', () => {
  it('watches the open workspace, and opens a template there from the toast', () => {
    const { router, navigate } = fakeRouter('ws_1')
    followWorkspaceReviews(router, client)
    expect(startReviewWatch).toHaveBeenCalledTimes(1)
    const options = vi.mocked(startReviewWatch).mock.calls[0]![0]
    expect(options).toMatchObject({ client, workspaceId: 'ws_1', readPendingNow: true })
    options.openTemplate('tpl_9')
    expect(navigate).toHaveBeenCalledWith({
      to: '/w/$workspaceId/templates/$templateId',
      params: { workspaceId: 'ws_1', templateId: 'tpl_9' },
    })
  })

  it('follows the user to another workspace, stops where none is open, and stops for good', () => {
    const { router, go } = fakeRouter('ws_1')
    const stop = followWorkspaceReviews(router, client)
    go('ws_1')
    expect(startReviewWatch).toHaveBeenCalledTimes(1)
    go('ws_2')
    expect(stops[0]).toHaveBeenCalledTimes(1)
    expect(vi.mocked(startReviewWatch).mock.calls[1]![0]).toMatchObject({ workspaceId: 'ws_2' })
    go(undefined)
    expect(stops[1]).toHaveBeenCalledTimes(1)
    expect(startReviewWatch).toHaveBeenCalledTimes(2)
    go('ws_3')
    stop()
    expect(stops[2]).toHaveBeenCalledTimes(1)
    go('ws_4')
    expect(startReviewWatch).toHaveBeenCalledTimes(3)
  })
})
