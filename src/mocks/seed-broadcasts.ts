import type { StoredBroadcast } from './demo-data'
import { HOSTILE_BROADCAST_ID, HOSTILE_BROADCAST_NAME } from './seed-hostile'
import { daysAgo } from './seed-time'
import { WS_EU, WS_LOYALTY, WS_SUPPORT, WS_US } from './seed-workspaces'

/** The big one: enough logs to prove the logs table pages and stays fast. */
export const LARGE_BROADCAST_LOG_COUNT = 5200

type BroadcastRow = [workspaceId: string, name: string, type: string, createdAt: string, seedLogCount: number]

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
]

/** Broadcasts bc_1…; the first is the largest and carries the hostile log entries; the last has a hostile name. */
export function seedBroadcasts(): StoredBroadcast[] {
  return BROADCASTS.map(([workspaceId, name, type, createdAt, seedLogCount], index) => ({
    id: index === 0 ? HOSTILE_BROADCAST_ID : `bc_${index + 1}`,
    workspace: { id: workspaceId },
    name,
    type,
    createdAt,
    seedLogCount,
  }))
}
