import type { Broadcast } from '@/api/broadcasts'

const workspace = { id: 'ws_1' }
const inADay = () => new Date(Date.now() + 24 * 3_600_000).toISOString()

/** Broadcasts as the API may send them, for tests: the spec's bare shape, and campaigns in each state. */
export const broadcastFixtures = {
  bare: (): Broadcast => ({ id: 'bc_bare', workspace, name: 'Bare teaser', type: 'TEXT' }),
  scheduled: (): Broadcast => ({
    id: 'bc_sched',
    workspace,
    name: 'Weekend promo',
    type: 'TEMPLATE',
    status: 'SCHEDULED',
    template: { name: 'order_confirmation', language: 'en_GB' },
    segments: [{ id: 'seg_1' }, { id: 'seg_2' }],
    scheduleDateTime: inADay(),
  }),
  completed: (): Broadcast => ({
    id: 'bc_done',
    workspace,
    name: 'Loyalty week',
    type: 'TEMPLATE',
    status: 'COMPLETED',
    template: { name: 'order_confirmation', language: 'en_GB' },
    retargetBroadcast: { id: 'bc_bare' },
    retargetEngagementType: 'delivered',
    scheduleDateTime: '2026-11-20T09:00:00.000Z',
    startedAt: '2026-11-20T09:00:05.000Z',
    completedAt: '2026-11-20T09:12:00.000Z',
    processedStats: { totalCount: 200, successCount: 190, failureCount: 10 },
    deliveryStats: { sentCount: 190, deliveredCount: 180, readCount: 90, repliedCount: 9, failedCount: 10 },
  }),
  sending: (): Broadcast => ({
    id: 'bc_live',
    workspace,
    name: 'December dates',
    type: 'TEMPLATE',
    status: 'SENDING',
    template: { name: 'order_confirmation', language: 'en_GB' },
    segments: [{ id: 'seg_6' }],
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    processedStats: { totalCount: 2600 },
    deliveryStats: { sentCount: 400, deliveredCount: 300, readCount: 100, repliedCount: 4, failedCount: 3 },
  }),
  unknown: (): Broadcast => ({
    id: 'bc_odd',
    workspace,
    name: 'Odd one',
    type: 'TEMPLATE',
    status: 'QUEUED_FOR_REVIEW',
    retargetBroadcast: { id: 'bc_gone' },
    retargetEngagementType: 'clicked',
    deliveryStats: { deliveredCount: 'lots' },
  }),
}
