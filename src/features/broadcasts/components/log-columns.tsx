import type { BroadcastLog } from '@/api/broadcasts'
import { type Column } from '@/components/column'
import { formatDateTime } from '@/lib/format'
import { LogStatusBadge } from './log-status-badge'

const none = <span className="text-slate-500">—</span>

/** Names, replies and errors are customer data: plain text, any length, wrapping anywhere. */
export const logColumns: Column<BroadcastLog>[] = [
  {
    id: 'recipient',
    header: 'Recipient',
    primary: true,
    className: 'sm:min-w-40 [overflow-wrap:anywhere] font-medium',
    cell: (log) => log.recepientName || none,
  },
  {
    id: 'phone',
    header: 'Phone',
    className: 'whitespace-nowrap tabular-nums max-sm:whitespace-normal',
    cell: (log) => `${log.countryCode} ${log.phone}`.trim() || none,
  },
  { id: 'status', header: 'Status', cell: (log) => <LogStatusBadge status={log.status} /> },
  {
    id: 'reply',
    header: 'Reply',
    className: 'sm:min-w-48 sm:max-w-80 [overflow-wrap:anywhere]',
    cell: (log) => log.reply || none,
  },
  {
    id: 'error',
    header: 'Error',
    className: 'sm:min-w-40 sm:max-w-72 [overflow-wrap:anywhere] text-red-800',
    cell: (log) => log.error || none,
  },
  {
    id: 'created',
    header: 'Created',
    className: 'whitespace-nowrap text-slate-600',
    cell: (log) => <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>,
  },
  {
    id: 'updated',
    header: 'Updated',
    className: 'whitespace-nowrap text-slate-600',
    cell: (log) => <time dateTime={log.updatedAt}>{formatDateTime(log.updatedAt)}</time>,
  },
]
