import type { LogReportStage } from './log-report'

/** What each funnel figure counts, in a line the report and the comparison show under it. */
export const FUNNEL_NOTES: Record<LogReportStage | 'failed', string> = {
  attempted: 'Every log: one per message the broadcast tried to send, to the audience it had when it was sent.',
  sent: 'Logs that left for WhatsApp: sent, delivered, read or replied (a log keeps only the furthest status it got).',
  delivered: 'Reached the phone: delivered, read or replied.',
  read: 'Opened: read or replied. Can exceed a segment’s size today, as a segment’s contacts change after a send.',
  replied: 'The recipient answered.',
  failed: 'WhatsApp did not deliver it; the failure reasons say why.',
}
