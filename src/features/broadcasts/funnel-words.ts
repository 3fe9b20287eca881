import type { LogReportStage } from './log-report'

/** What each funnel figure counts, in a line the report and the comparison show under it. */
export const FUNNEL_NOTES: Record<LogReportStage | 'failed', string> = {
  attempted: 'Every log: one per message the broadcast tried to send, to the audience it had when it was sent.',
  sent: 'Left for WhatsApp: a log keeps only the furthest status it got, so this counts those now at sent, delivered, read or replied.',
  delivered: 'Reached the phone: now at delivered, read or replied.',
  read: 'Opened: now at read or replied. Can exceed a segment’s size today, as a segment’s contacts change after a send.',
  replied: 'The recipient answered. Replies asking for no more messages are not counted here: they are opted out.',
  failed: 'WhatsApp did not deliver it; the failure reasons say why.',
}

/** The report's funnel bars: each counts the messages that got at least that far, never where they are now. */
export const FUNNEL_LABELS: Record<LogReportStage, string> = {
  attempted: 'Attempted',
  sent: 'Sent or further',
  delivered: 'Delivered or further',
  read: 'Read or further',
  replied: 'Replied, not opting out',
}

export const OPTED_OUT_LABEL = 'Opted out'

export const OPTED_OUT_NOTE =
  'Replied asking for no more messages: STOP, unsubscribe, baja, désabonner, توقف and the like, as the whole reply or a clear phrase in it (“please stop sending me these”; never “don’t stop”). The service tags a contact Unsubscribe only for STOP on its own, and does not leave tagged contacts out of later broadcasts: the audience must.'

/** Where each message is now: the furthest status its log got, in words that cannot be read as the funnel's. */
const NOW_AT_LABELS: Readonly<Record<string, string>> = {
  sent: 'Sent, not delivered',
  delivered: 'Delivered, not read',
  read: 'Read, no reply',
  replied: FUNNEL_LABELS.replied,
  failed: 'Failed',
}

/** A status as the "where each message is now" table names it; one the dashboard does not know, as it came. */
export function nowAtLabel(status: string): string {
  return Object.hasOwn(NOW_AT_LABELS, status)
    ? (NOW_AT_LABELS[status] as string)
    : `${status.charAt(0).toUpperCase()}${status.slice(1)}`
}
