import type { StoredBroadcast } from './demo-data'

/**
 * Whether the broadcast lives on the demo clock: it has a template and no seeded logs, so its logs, status and
 * figures follow from its audience and its start.
 */
export const isCampaign = (broadcast: StoredBroadcast) =>
  Boolean(broadcast.template) && broadcast.seedLogCount === 0 && !broadcast.sendingLogCount

/**
 * When a campaign begins sending (epoch ms): at its schedule, else when it was launched (its creation, or the edit
 * that took its schedule away); a seeded one that starts with the demo at `demoStartedAt`.
 */
export function campaignStart(broadcast: StoredBroadcast, demoStartedAt: number): number {
  if (broadcast.startsWithDemo) return demoStartedAt
  return Date.parse(broadcast.scheduleDateTime ?? broadcast.launchedAt ?? broadcast.createdAt)
}

/** Whether the broadcast has begun sending by `now`, so what it sends, to whom and when can no longer change. */
export function hasStarted(broadcast: StoredBroadcast, now: number, demoStartedAt: number): boolean {
  if (broadcast.seedLogCount > 0 || broadcast.sendingLogCount) return true
  return isCampaign(broadcast) && campaignStart(broadcast, demoStartedAt) <= now
}
