import type { QueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/api-error'
import { getTemplate, type Template } from '@/api/templates'
import { createAppQueryClient } from '@/app/query-client'
import { templateQueries } from '@/resources/templates'
import { startReviewWatch } from './review-watcher'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))
vi.mock('@/api/templates', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getTemplate: vi.fn(),
}))

const MINUTE = 60_000
const WS = 'ws_1'
const read = vi.mocked(getTemplate)

function template(id: string, name: string, status: string, updatedAt = '2026-11-20T09:00:00.000Z'): Template {
  return {
    id,
    template: { category: 'UTILITY', language: 'en_US', name, status, components: [{ type: 'BODY', text: 'Hi' }] },
    workspace: { id: WS, title: 'Main' },
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt,
  }
}
/** The "Open" action a toast was given. */
const actionOf = (options: unknown) => (options as { action: { label: string; onClick: () => void } }).action

const decided = (t: Template, status: string): Template => ({
  ...t,
  template: { ...t.template, status },
  updatedAt: '2026-11-20T09:30:00.000Z',
})

let visibility: DocumentVisibilityState = 'visible'
function setVisibility(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

/** The API as the watch reads it: each template's answers in turn (the last repeats), and when each read came. */
function answer(byId: Record<string, Template[]>) {
  const times: number[] = []
  read.mockImplementation((_api, id) => {
    times.push(Date.now())
    const answers = byId[id] ?? []
    return Promise.resolve(answers.length > 1 ? (answers.shift() as Template) : (answers[0] as Template))
  })
  return times
}

let client: QueryClient
let day = 0
let stops: (() => void)[] = []
const openTemplate = vi.fn()
const watch = () => stops.push(startReviewWatch({ client, workspaceId: WS, openTemplate }))

beforeEach(() => {
  vi.useFakeTimers()
  // A day apart: the reads of one test are not in the minute before the next one's (the watch keeps them).
  day += 1
  vi.setSystemTime(Date.parse('2026-11-25T12:00:00.000Z') + day * 24 * 60 * MINUTE)
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  client = createAppQueryClient({ onUnauthorized: vi.fn(), onMutationError: vi.fn() })
})
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  client.clear()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
  vi.mocked(toast.info).mockClear()
  read.mockReset()
  openTemplate.mockReset()
})

describe('startReviewWatch', () => {
  const pending = template('tpl_1', 'order_update', 'PENDING')
  const other = template('tpl_2', 'welcome', 'APPROVED')
  const listKey = templateQueries.list({ workspaceId: WS }).queryKey
  const everyKey = templateQueries.everyTemplate(WS).queryKey
  const unreadable = { unreadableRow: true as const, index: 2, problem: 'template.name: expected string', raw: {} }

  it('re-reads a pending template from 30 s on, and when it is approved says so and updates the lists in place', async () => {
    client.setQueryData(listKey, [other, pending, unreadable])
    client.setQueryData(everyKey, { templates: [other, pending], unreadable: [] })
    const approved = decided(pending, 'APPROVED')
    const times = answer({ tpl_1: [pending, approved] })
    watch()

    await vi.advanceTimersByTimeAsync(30_000 - 1)
    expect(read).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(read).toHaveBeenCalledTimes(1)
    expect(toast.success).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(45_000)
    expect(times).toHaveLength(2)
    expect(toast.success).toHaveBeenCalledTimes(1)
    const [text, options] = vi.mocked(toast.success).mock.calls[0] ?? []
    expect(text).toBe('“order_update” was approved by WhatsApp')
    const action = actionOf(options)
    expect(action.label).toBe('Open')
    action.onClick()
    expect(openTemplate).toHaveBeenCalledWith('tpl_1')

    expect(client.getQueryData(listKey)).toEqual([other, approved, unreadable])
    expect(client.getQueryData(everyKey)).toEqual({ templates: [other, approved], unreadable: [] })
    expect(client.getQueryData(templateQueries.detail('tpl_1').queryKey)).toEqual(approved)

    // Nothing is pending any more: no more reads, and the verdict is never told again.
    await vi.advanceTimersByTimeAsync(20 * MINUTE)
    expect(read).toHaveBeenCalledTimes(2)
    client.setQueryData(listKey, [other, pending])
    client.setQueryData(templateQueries.detail('tpl_1').queryKey, approved)
    watch()
    client.setQueryData(everyKey, { templates: [approved], unreadable: [] })
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(toast.success).toHaveBeenCalledTimes(1)
  })

  it('says a rejection, and a status it does not know as sent', async () => {
    const other = template('tpl_3', 'promo', 'PENDING')
    client.setQueryData(listKey, [pending, other])
    answer({ tpl_1: [decided(pending, 'REJECTED')], tpl_3: [decided(other, 'IN_APPEAL')] })
    watch()
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(toast.error).toHaveBeenCalledWith('“order_update” was rejected by WhatsApp', expect.anything())
    expect(toast.info).toHaveBeenCalledWith(
      'WhatsApp’s review of “promo” ended: its status is now IN_APPEAL',
      expect.anything(),
    )
  })

  it('tells a verdict another screen read too', async () => {
    const waiting = template('tpl_4', 'shipping_update', 'PENDING')
    client.setQueryData(listKey, [other, waiting])
    answer({ tpl_4: [waiting] })
    watch()
    const approved = decided(waiting, 'APPROVED')
    await client.fetchQuery({ ...templateQueries.detail('tpl_4'), queryFn: () => approved })
    await vi.advanceTimersByTimeAsync(0)
    expect(toast.success).toHaveBeenCalledWith('“shipping_update” was approved by WhatsApp', expect.anything())
    expect(client.getQueryData(listKey)).toEqual([other, approved])
    expect(read).not.toHaveBeenCalled()
  })

  it('started after the first delay, reads what is pending at once, and its toast opens the template', async () => {
    const waiting = template('tpl_5', 'appointment_reminder', 'PENDING')
    client.setQueryData(listKey, [waiting])
    answer({ tpl_5: [decided(waiting, 'APPROVED')] })
    await vi.advanceTimersByTimeAsync(30_000)
    const openTemplate = vi.fn()
    stops.push(startReviewWatch({ client, workspaceId: WS, openTemplate, readPendingNow: true }))
    await vi.advanceTimersByTimeAsync(0)
    expect(read).toHaveBeenCalledTimes(1)
    const [, options] = vi.mocked(toast.success).mock.calls[0] ?? []
    actionOf(options).onClick()
    expect(openTemplate).toHaveBeenCalledWith('tpl_5')
  })

  it('does not read again what a screen read less than 30 s before: it waits for the next tick', async () => {
    const waiting = template('tpl_7', 'spring_sale', 'PENDING')
    const alsoWaiting = template('tpl_8', 'new_store', 'PENDING')
    client.setQueryData(listKey, [waiting, alsoWaiting])
    const times = answer({ tpl_7: [waiting], tpl_8: [alsoWaiting] })
    await vi.advanceTimersByTimeAsync(25_000)
    // The user opens one of them from the list, 5 s before the watch starts.
    await client.fetchQuery({ ...templateQueries.detail('tpl_7'), queryFn: () => waiting })
    await vi.advanceTimersByTimeAsync(5_000)
    stops.push(startReviewWatch({ client, workspaceId: WS, openTemplate, readPendingNow: true }))
    await vi.advanceTimersByTimeAsync(0)
    expect(read.mock.calls.map(([, id]) => id)).toEqual(['tpl_8'])
    // The next tick, on the backoff, reads both: each was read 30 s or more before.
    await vi.advanceTimersByTimeAsync(45_000 - 1)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(read.mock.calls.map(([, id]) => id)).toEqual(['tpl_8', 'tpl_7', 'tpl_8'])
    expect(times).toHaveLength(3)
  })

  it('tells a verdict another read brought before it began, after the pending copy the user saw', async () => {
    const waiting = template('tpl_6', 'order_update', 'PENDING')
    client.setQueryData(templateQueries.detail('tpl_6').queryKey, waiting)
    client.setQueryData(listKey, [decided(waiting, 'APPROVED')])
    answer({})
    watch()
    await vi.advanceTimersByTimeAsync(0)
    expect(toast.success).toHaveBeenCalledWith('“order_update” was approved by WhatsApp', expect.anything())
    expect(client.getQueryData(templateQueries.detail('tpl_6').queryKey)).toEqual(decided(waiting, 'APPROVED'))
    expect(read).not.toHaveBeenCalled()
  })

  it('ignores other workspaces and reads nothing when nothing is pending', async () => {
    client.setQueryData(listKey, [other, { ...pending, workspace: { id: 'ws_2', title: 'Other' } }])
    answer({})
    watch()
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(read).not.toHaveBeenCalled()
  })

  it('reads nothing while the tab is hidden, and starts again at 30 s when it is shown', async () => {
    client.setQueryData(listKey, [pending])
    const times = answer({ tpl_1: [pending] })
    visibility = 'hidden'
    watch()
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(read).not.toHaveBeenCalled()

    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(times).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(45_000 + 67_500)
    expect(times).toHaveLength(3)

    setVisibility('hidden')
    await vi.advanceTimersByTimeAsync(30 * MINUTE)
    expect(times).toHaveLength(3)
    const shownAt = Date.now()
    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(times).toEqual([expect.any(Number), expect.any(Number), expect.any(Number), shownAt + 30_000])
  })

  it('makes at most 5 reads in any minute when many templates are pending, reading each in turn', async () => {
    const many = Array.from({ length: 23 }, (_, i) => template(`tpl_${100 + i}`, `t_${i}`, 'PENDING'))
    client.setQueryData(listKey, many)
    const times = answer(Object.fromEntries(many.map((t) => [t.id, [t]])))
    watch()
    for (let i = 0; i < 12; i += 1) {
      await vi.advanceTimersByTimeAsync(5 * MINUTE)
      // The tab hidden and shown again: the backoff starts over, the bound holds.
      setVisibility('hidden')
      setVisibility('visible')
    }
    expect(times.length).toBeGreaterThan(23)
    for (const start of times) {
      expect(times.filter((t) => t >= start && t < start + MINUTE).length).toBeLessThanOrEqual(5)
    }
    expect(new Set(read.mock.calls.map(([, id]) => id))).toEqual(new Set(many.map((t) => t.id)))
  })

  it('stops re-reading a template that was deleted', async () => {
    client.setQueryData(listKey, [pending])
    read.mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'Not found', operation: 'getTemplate' }))
    watch()
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(read).toHaveBeenCalledTimes(1)
  })
})
