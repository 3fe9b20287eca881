import type { BroadcastLog } from '@/api/broadcasts'
import { type Column } from '@/components/column'
import { formatDateTime } from '@/lib/format'
import { LogStatusBadge } from './log-status-badge'

const none = <span className="text-slate-500">—</span>

const phoneOf = (log: BroadcastLog) => `${log.countryCode} ${log.phone}`.trim()

/**
 * Names, replies and errors are customer data: plain text of any length. In the table's fixed layout (about
 * 1,030 px, resizable: it fits beside the sidebar at 1366 px) they are one line each, whole on hover and on the row's
 * focus; numbers and dates never wrap there. On phones they wrap, at spaces where there are any.
 */
export const logColumns: Column<BroadcastLog>[] = [
  {
    id: 'recipient',
    header: 'Recipient',
    primary: true,
    width: 160,
    truncate: true,
    text: (log) => log.recepientName,
    className: 'break-words font-medium',
    cell: (log) => (log.recepientName ? <span dir="auto">{log.recepientName}</span> : none),
  },
  {
    id: 'phone',
    header: 'Phone',
    width: 150,
    text: phoneOf,
    className: 'break-words tabular-nums sm:whitespace-nowrap',
    cell: (log) => phoneOf(log) || none,
  },
  { id: 'status', header: 'Status', width: 104, cell: (log) => <LogStatusBadge status={log.status} /> },
  {
    id: 'reply',
    header: 'Reply',
    width: 150,
    truncate: true,
    text: (log) => log.reply ?? '',
    className: 'break-words',
    cell: (log) => (log.reply ? <span dir="auto">{log.reply}</span> : none),
  },
  {
    id: 'error',
    header: 'Error',
    width: 150,
    truncate: true,
    text: (log) => log.error ?? '',
    className: 'break-words text-red-800',
    cell: (log) => (log.error ? <span dir="auto">{log.error}</span> : none),
  },
  {
    id: 'created',
    header: 'Created',
    width: 160,
    className: 'text-slate-600 tabular-nums sm:whitespace-nowrap',
    cell: (log) => <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>,
  },
  {
    id: 'updated',
    header: 'Updated',
    width: 160,
    className: 'text-slate-600 tabular-nums sm:whitespace-nowrap',
    cell: (log) => <time dateTime={log.updatedAt}>{formatDateTime(log.updatedAt)}</time>,
  },
]
