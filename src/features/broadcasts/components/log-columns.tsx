import type { BroadcastLog } from '@/api/broadcasts'
import { type Column } from '@/components/data-table/column'
import { formatDateTime } from '@/lib/format'
import { LogStatusBadge } from './log-status-badge'

const none = <span className="text-slate-500">—</span>

const phoneOf = (log: BroadcastLog) => `${log.countryCode} ${log.phone}`.trim()

/** A column of customer text: one line in the table's fixed layout, whole in its title, in its own direction. */
function customerTextColumn(
  field: 'recepientName' | 'reply' | 'error',
  column: Pick<Column<BroadcastLog>, 'id' | 'header' | 'width' | 'className' | 'primary'>,
): Column<BroadcastLog> {
  return {
    ...column,
    truncate: true,
    text: (log) => log[field] ?? '',
    cell: (log) => (log[field] ? <span dir="auto">{log[field]}</span> : none),
  }
}

function timeColumn(id: string, header: string, field: 'createdAt' | 'updatedAt'): Column<BroadcastLog> {
  return {
    id,
    header,
    width: 160,
    className: 'text-slate-600 tabular-nums sm:whitespace-nowrap',
    cell: (log) => <time dateTime={log[field]}>{formatDateTime(log[field])}</time>,
  }
}

/**
 * Names, replies and errors are customer data: plain text of any length. In the table's fixed layout (about
 * 1,030 px, resizable: it fits beside the sidebar at 1366 px) they are one line each, whole on hover and on the row's
 * focus; numbers and dates never wrap there. On phones they wrap, at spaces where there are any.
 */
export const logColumns: Column<BroadcastLog>[] = [
  customerTextColumn('recepientName', {
    id: 'recipient',
    header: 'Recipient',
    primary: true,
    width: 160,
    className: 'break-words font-medium',
  }),
  {
    id: 'phone',
    header: 'Phone',
    width: 150,
    text: phoneOf,
    className: 'break-words tabular-nums sm:whitespace-nowrap',
    // A number reads left to right in every language.
    cell: (log) => (phoneOf(log) ? <span dir="ltr">{phoneOf(log)}</span> : none),
  },
  { id: 'status', header: 'Status', width: 104, cell: (log) => <LogStatusBadge status={log.status} /> },
  customerTextColumn('reply', { id: 'reply', header: 'Reply', width: 150, className: 'break-words' }),
  customerTextColumn('error', { id: 'error', header: 'Error', width: 150, className: 'break-words text-red-800' }),
  timeColumn('created', 'Created', 'createdAt'),
  timeColumn('updated', 'Updated', 'updatedAt'),
]
