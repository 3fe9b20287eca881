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

type Extra = Pick<StoredBroadcast, 'seedStatusTweak' | 'sendingLogCount'>
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

/** Broadcasts bc_1…; the first is the largest and carries the hostile log entries; bc_10 has a hostile name. */
export function seedBroadcasts(): StoredBroadcast[] {
  return BROADCASTS.map(([workspaceId, name, type, createdAt, seedLogCount, extra], index) => ({
    id: index === 0 ? HOSTILE_BROADCAST_ID : `bc_${index + 1}`,
    workspace: { id: workspaceId },
    name,
    type,
    createdAt,
    seedLogCount,
    ...(extra?.seedStatusTweak && { seedStatusTweak: { ...extra.seedStatusTweak } }),
    ...(extra?.sendingLogCount && { sendingLogCount: extra.sendingLogCount }),
  }))
}
