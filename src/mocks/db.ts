import type { BroadcastLog } from '@/api/broadcasts'
import { isCampaign } from './campaign-start'
import type { DemoData, StoredBroadcast } from './demo-data'
import { createSeed } from './seed'
import { SENDING_LEAD_MS } from './seed-time'

/** The code that makes logs loads with the first read of a broadcast's logs, not with the demo. */
const logMakers = () => Promise.all([import('./seed-logs'), import('./sending-logs'), import('./campaign-logs')])

export interface DemoDb {
  readonly data: DemoData
  /** A fresh id such as `tpl_1004`; unique across reloads because the counter is part of the data. */
  nextId(prefix: string): string
  now(): string
  /**
   * The broadcast's logs as the API gives them now (or at `at`, epoch ms): a still-sending broadcast's and a
   * campaign's follow the clock.
   */
  logsFor(broadcast: StoredBroadcast, at?: number): Promise<BroadcastLog[]>
  /**
   * When this demo's still-sending broadcasts (and seeded campaigns that start with the demo) started (epoch ms):
   * shortly before it started or was last reset.
   */
  readonly sendingStartedAt: number
  /** The broadcast changed (e.g. renamed): its logs are derived again on the next read. */
  forgetLogs(broadcastId: string): void
  /** Call after every change so the browser can persist it. */
  commit(): void
  reset(): void
}

export interface DemoDbOptions {
  initial?: DemoData
  onChange?: (data: DemoData) => void
  clock?: () => Date
}

export function createDemoDb({ initial, onChange, clock = () => new Date() }: DemoDbOptions = {}): DemoDb {
  let data = initial ?? createSeed(clock().getTime())
  const logCache = new Map<string, BroadcastLog[]>()
  // Never stored: the stored data outlives a page, and a page just opened should show a broadcast under way.
  let sendingStartedAt = clock().getTime() - SENDING_LEAD_MS

  const db: DemoDb = {
    get data() {
      return data
    },
    nextId(prefix) {
      const id = `${prefix}_${data.nextId}`
      data.nextId += 1
      return id
    },
    now: () => clock().toISOString(),
    get sendingStartedAt() {
      return sendingStartedAt
    },
    async logsFor(broadcast, at = clock().getTime()) {
      const [{ generateBroadcastLogs }, { sendingLogs }, { campaignLogsAt }] = await logMakers()
      if (broadcast.sendingLogCount) return sendingLogs(broadcast, sendingStartedAt, at)
      if (isCampaign(broadcast)) return campaignLogsAt(db, broadcast, at)
      const cached = logCache.get(broadcast.id)
      if (cached) return cached
      const logs = generateBroadcastLogs(broadcast)
      logCache.set(broadcast.id, logs)
      return logs
    },
    forgetLogs(broadcastId) {
      logCache.delete(broadcastId)
    },
    commit() {
      onChange?.(data)
    },
    reset() {
      data = createSeed(clock().getTime())
      logCache.clear()
      sendingStartedAt = clock().getTime() - SENDING_LEAD_MS
      onChange?.(data)
    },
  }
  return db
}
