import { describe, expect, it } from 'vitest'
import { recordFigures } from '@/domain/broadcast-figures'
import { logFigures } from './log-figures'

const logs = (...statuses: string[]) => statuses.map((status) => ({ status }))

describe('logFigures', () => {
  it('counts the funnel cumulatively, and failed apart', () => {
    const figures = logFigures(logs('sent', 'delivered', 'read', 'read', 'replied', 'failed', 'failed'))
    expect(figures).toEqual({
      processedStats: { totalCount: 7, successCount: 5, failureCount: 2 },
      deliveryStats: { sentCount: 5, deliveredCount: 4, readCount: 3, failedCount: 2, repliedCount: 1 },
    })
    expect(recordFigures({ workspace: { id: 'ws_1' }, name: 'x', type: 'x', ...figures })).toEqual({
      recipients: 7,
      succeeded: 5,
      sent: 5,
      delivered: 4,
      read: 3,
      replied: 1,
      failed: 2,
    })
  })

  it('is all zeros without logs, and reads a status in any case; an unknown one is processed, not sent', () => {
    expect(logFigures([])).toEqual({
      processedStats: { totalCount: 0, successCount: 0, failureCount: 0 },
      deliveryStats: { sentCount: 0, deliveredCount: 0, readCount: 0, failedCount: 0, repliedCount: 0 },
    })
    expect(logFigures(logs(' READ ', 'Failed', 'queued'))).toEqual({
      processedStats: { totalCount: 3, successCount: 2, failureCount: 1 },
      deliveryStats: { sentCount: 1, deliveredCount: 1, readCount: 1, failedCount: 1, repliedCount: 0 },
    })
  })
})
