import type { BroadcastLog } from '@/api/broadcasts'

/** How far each status got in the funnel; failed stands apart. */
const FUNNEL_STEP: Readonly<Record<string, number>> = { sent: 1, delivered: 2, read: 3, replied: 4 }

/**
 * A broadcast's figures from its logs, as domain/broadcast-figures.ts reads them: processed counts every log and
 * splits it by failed or not; the delivery counts are cumulative (delivered counts the read and the replied too).
 */
export function logFigures(logs: readonly Pick<BroadcastLog, 'status'>[]) {
  const reached = [0, 0, 0, 0, 0]
  let failed = 0
  for (const { status } of logs) {
    const key = status.trim().toLowerCase()
    if (key === 'failed') failed += 1
    else {
      const step = FUNNEL_STEP[key] ?? 0
      reached[step] = (reached[step] ?? 0) + 1
    }
  }
  const atLeast = (step: number) => reached.slice(step).reduce((sum, count) => sum + count, 0)
  return {
    processedStats: { totalCount: logs.length, successCount: logs.length - failed, failureCount: failed },
    deliveryStats: {
      sentCount: atLeast(1),
      deliveredCount: atLeast(2),
      readCount: atLeast(3),
      failedCount: failed,
      repliedCount: atLeast(4),
    },
  }
}
