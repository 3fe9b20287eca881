import { type Column } from '@/components/data-table/column'
import { DataTable } from '@/components/data-table/data-table'
import { SendFailure, SendOutcomeBadge } from '@/components/send-outcome'
import { formatDateTime } from '@/lib/format'
import { sendFailed, type SentMessage } from '@/resources/sent-messages'
import { endpointLabel } from './sent-message-cells'

const columns: Column<SentMessage>[] = [
  {
    id: 'sentAt',
    header: 'Sent',
    primary: true,
    className: 'sm:whitespace-nowrap',
    cell: (sent) => (
      <>
        {formatDateTime(sent.sentAt)}
        {sent.scheduledFor && (
          <span className="block text-xs text-slate-600">for {formatDateTime(sent.scheduledFor)}</span>
        )}
      </>
    ),
  },
  { id: 'endpoint', header: 'Channel', cell: (sent) => endpointLabel(sent.endpoint) },
  { id: 'recipient', header: 'To', className: '[overflow-wrap:anywhere]', cell: (sent) => sent.recipient },
  { id: 'status', header: 'Status', cell: (sent) => <SendOutcomeBadge sent={sent} /> },
  {
    id: 'error',
    header: 'Error',
    className: '[overflow-wrap:anywhere] sm:min-w-40',
    cell: (sent) => (sendFailed(sent) ? <SendFailure error={sent.error ?? ''} /> : '—'),
  },
]

/** The sends as a table; loaded once there is a send to list. */
export function SentHistoryRows({ entries }: { entries: readonly SentMessage[] }) {
  return (
    <DataTable
      label="Sent this session"
      columns={columns}
      rows={entries}
      getRowKey={(sent) => `${sent.sentAt}|${sent.id}`}
      empty={null}
    />
  )
}
