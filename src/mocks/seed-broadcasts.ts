import type { StoredBroadcast } from './demo-data'
import { HOSTILE_BROADCAST_ID, HOSTILE_BROADCAST_NAME } from './seed-hostile'
import { daysAgo } from './seed-time'
import { WS_EU, WS_LOYALTY, WS_SUPPORT, WS_US } from './seed-workspaces'

/** The big one: enough logs to prove the logs table pages and stays fast. */
export const LARGE_BROADCAST_LOG_COUNT = 5200
/** The size of the two other big campaigns that compare with the first. */
export const COMPARE_BROADCAST_LOG_COUNT = 5000
/** The three big WS_EU campaigns to compare, the first (LARGE_BROADCAST_LOG_COUNT logs) first. */
export const COMPARE_BROADCAST_IDS = ['bc_1', 'bc_11', 'bc_12'] as const
/** The broadcast still sending in the demo: its logs follow the demo's clock (see sending-logs.ts). */
export const SENDING_BROADCAST_ID = 'bc_13'
/** How many logs the sending broadcast sends in all. */
export const SENDING_LOG_COUNT = 2400
/** The largest, in WS_US: 20,000 logs, to prove the filters stay fast over every log of a big campaign. */
export const HUGE_BROADCAST = { id: 'bc_14', logs: 20_000 } as const

/** A finished campaign in WS_EU: order_confirmation to seg_1 and seg_5 (300 people) five days ago. */
export const FINISHED_CAMPAIGN_ID = 'bc_15'
/** The finished campaign's replies, in order; its later replies are never opt-outs. */
export const FINISHED_CAMPAIGN_REPLIES = [
  'Thanks!',
  'STOP',
  "don't stop",
  'stop',
  'Baja',
  'Stop marketing',
  'PARAR',
  ' Stop. ',
  'Thanks!',
  'unsubscribe',
  'STOP',
  "don't stop",
  'stop',
] as const
/** How many of its replies are opt-outs (STOP, stop, Baja, PARAR, " Stop. ", unsubscribe, "Stop marketing"; not "don't stop" or "Thanks!"). */
export const FINISHED_CAMPAIGN_OPT_OUTS = 9
/** Scheduled for 15:00 UTC on the day after the seed's demo clock, to seg_1 and seg_2 (420 people): the one to edit. */
export const SCHEDULED_CAMPAIGN_ID = 'bc_16'
/** Scheduled too, for 18:00 UTC that day, to seg_2 (180 people): the one to cancel. Created 10 Nov: page 2 of ws_1's list. */
export const SCHEDULED_CAMPAIGN_TO_CANCEL_ID = 'bc_17'
/** A campaign with a template still sending when the demo opens, to seg_6 (2,600 people, about 11 minutes). */
export const SENDING_CAMPAIGN_ID = 'bc_18'

type Extra = Partial<
  Pick<
    StoredBroadcast,
    | 'seedStatusTweak'
    | 'sendingLogCount'
    | 'startsWithDemo'
    | 'seedReplies'
    | 'template'
    | 'headerTextParameters'
    | 'bodyTextParameters'
    | 'buttonUrlParameters'
    | 'segments'
    | 'scheduleDateTime'
  >
>
type BroadcastRow = [workspaceId: string, name: string, type: string, createdAt: string, seedLogCount: number, Extra?]

// New rows go at the end, so every seeded id keeps its number.
const BROADCASTS: BroadcastRow[] = [
  [WS_EU, 'Black Friday early access', 'TEMPLATE', daysAgo(1, 1), LARGE_BROADCAST_LOG_COUNT],
  [WS_EU, 'Winter collection launch', 'TEMPLATE', daysAgo(9, 2, 30), 380],
  [WS_EU, 'Abandoned basket — week 46', 'TEMPLATE', daysAgo(6, 5), 240],
  [WS_EU, 'Delivery delay apology (DPD)', 'TEXT', daysAgo(12, 7, 15), 57],
  [WS_EU, 'Back in stock: Alpine parka', 'TEMPLATE', daysAgo(15, 1), 124],
  [WS_EU, 'Click & collect pilot — Manchester', 'TEXT', daysAgo(24, 3, 40), 18],
  [WS_EU, 'Berlin Mitte store opening', 'TEMPLATE', daysAgo(0, 4), 0],
  [WS_US, 'Thanksgiving weekend sale', 'TEMPLATE', daysAgo(2, 6), 310],
  [WS_SUPPORT, 'CSAT follow-up — October tickets', 'TEMPLATE', daysAgo(19, 2), 96],
  [WS_LOYALTY, HOSTILE_BROADCAST_NAME, 'TEMPLATE', daysAgo(31, 4, 10), 42],
  [
    WS_EU,
    'Cyber Monday preview',
    'TEMPLATE',
    daysAgo(3, 2, 20),
    COMPARE_BROADCAST_LOG_COUNT,
    { seedStatusTweak: { read: 7, replied: 4, failed: -6 } },
  ],
  [
    WS_EU,
    'Singles Day flash sale',
    'TEMPLATE',
    daysAgo(9, 0, 40),
    COMPARE_BROADCAST_LOG_COUNT,
    { seedStatusTweak: { failed: 8, delivered: 5, read: -9, replied: -4 } },
  ],
  [WS_EU, 'Advent calendar — day 1', 'TEMPLATE', daysAgo(0, 0, 3), 0, { sendingLogCount: SENDING_LOG_COUNT }],
  [WS_US, 'Holiday gift guide — every US contact', 'TEMPLATE', daysAgo(4, 3), HUGE_BROADCAST.logs],
]

/** order_confirmation (en_GB, WS_EU) with its values: the header's order, the body's name, order and total, the button's order. */
const orderConfirmation = (order: string, total: string) => ({
  template: { name: 'order_confirmation', language: 'en_GB' },
  headerTextParameters: [order],
  bodyTextParameters: ['there', order, total],
  buttonUrlParameters: [order],
})

const segments = (...ids: string[]) => ids.map((id) => ({ id }))

/** `hour`:00 UTC on the day after `now`. */
function tomorrowUtc(now: number, hour: number): string {
  const today = new Date(now)
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1, hour)).toISOString()
}

/** The campaigns on the demo clock (bc_15…); a new list on every call, as the scheduled ones count on from `now`. */
const campaignRows = (now: number): BroadcastRow[] => [
  [
    WS_EU,
    'Loyalty week — order confirmations',
    'TEMPLATE',
    daysAgo(5, 4),
    0,
    {
      ...orderConfirmation('NW-50210', '£42.00'),
      segments: segments('seg_1', 'seg_5'),
      scheduleDateTime: daysAgo(5, 2),
      seedReplies: [...FINISHED_CAMPAIGN_REPLIES],
    },
  ],
  [
    WS_EU,
    'Weekend order confirmations',
    'TEMPLATE',
    daysAgo(0, 2),
    0,
    {
      ...orderConfirmation('NW-51877', '£64.90'),
      segments: segments('seg_1', 'seg_2'),
      scheduleDateTime: tomorrowUtc(now, 15),
    },
  ],
  [
    WS_EU,
    'Gift card order confirmations',
    'TEMPLATE',
    // Prepared ahead, late on 10 November: older than bc_2, which the e2e specs find on the list's first page.
    daysAgo(9, 14),
    0,
    { ...orderConfirmation('NW-51902', '£18.50'), segments: segments('seg_2'), scheduleDateTime: tomorrowUtc(now, 18) },
  ],
  [
    WS_EU,
    'December delivery dates — order updates',
    'TEMPLATE',
    daysAgo(0, 1),
    0,
    { ...orderConfirmation('NW-52040', '£129.00'), segments: segments('seg_6'), startsWithDemo: true },
  ],
]

/**
 * Broadcasts bc_1…; the first is the largest and carries the hostile log entries; bc_10 has a hostile name. The
 * campaigns' schedules count on from `now` (epoch ms), the demo clock when the seed is made.
 */
export function seedBroadcasts(now: number): StoredBroadcast[] {
  return [...BROADCASTS, ...campaignRows(now)].map(
    ([workspaceId, name, type, createdAt, seedLogCount, extra], index) => ({
      id: index === 0 ? HOSTILE_BROADCAST_ID : `bc_${index + 1}`,
      workspace: { id: workspaceId },
      name,
      type,
      createdAt,
      seedLogCount,
      ...extra,
      ...(extra?.seedStatusTweak && { seedStatusTweak: { ...extra.seedStatusTweak } }),
    }),
  )
}
