import { campaignAudience } from './campaign-audience'
import { campaignStart, isCampaign } from './campaign-start'
import type { DemoDb } from './db'

/**
 * Before a segment or a broadcast is deleted: each campaign that has started with it in its audience keeps that
 * audience as it stands, so its logs and figures stay as they were. One yet to start sends to those left.
 */
export async function freezeAudiences(db: DemoDb, gone: { segmentId: string } | { broadcastId: string }) {
  const now = Date.parse(db.now())
  for (const broadcast of db.data.broadcasts) {
    const uses =
      'segmentId' in gone
        ? broadcast.segments?.some((segment) => segment.id === gone.segmentId)
        : broadcast.retargetBroadcast?.id === gone.broadcastId
    if (!uses || !isCampaign(broadcast) || broadcast.frozenAudience !== undefined) continue
    const start = campaignStart(broadcast, db.sendingStartedAt)
    if (!(start <= now)) continue
    const { people } = await campaignAudience(db.data, broadcast, start, (source, at) => db.logsFor(source, at))
    broadcast.frozenAudience = typeof people === 'number' ? people : [...people]
  }
}
