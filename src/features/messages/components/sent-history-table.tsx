import { useRef } from 'react'
import { type Column } from '@/components/column'
import { DataTable } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import { MAX_HISTORY, type SentMessage } from '@/resources/sent-messages'
import { endpointLabel, SentStatus } from './sent-message-cells'

const columns: Column<SentMessage>[] = [
  {
    id: 'id',
    header: 'Message id',
    primary: true,
    className: 'font-mono [overflow-wrap:anywhere] sm:max-w-48',
    cell: (sent) => sent.id,
  },
  {
    id: 'sentAt',
    header: 'Sent',
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
  { id: 'status', header: 'Status', cell: (sent) => <SentStatus sent={sent} /> },
  {
    id: 'error',
    header: 'Error',
    className: '[overflow-wrap:anywhere] sm:min-w-40',
    cell: (sent) => sent.error || '—',
  },
]

/** This session's sends in the workspace, newest first. */
export function SentHistoryTable({ entries, onClear }: { entries: readonly SentMessage[]; onClear(): void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The button goes with the rows: the focus moves to the heading rather than to <body>.
  const clear = () => {
    onClear()
    heading.current?.focus()
  }
  return (
    <section aria-labelledby="sent-history-heading" className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          ref={heading}
          id="sent-history-heading"
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          Sent this session
        </h2>
        {entries.length > 0 && (
          <Button variant="secondary" size="sm" onClick={clear}>
            Clear list
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-600">
        The last {MAX_HISTORY} messages sent from this page in this workspace, until the tab is closed.
      </p>
      <DataTable
        label="Sent this session"
        columns={columns}
        rows={entries}
        getRowKey={(sent) => `${sent.sentAt}|${sent.id}`}
        empty={
          <EmptyState title="Nothing sent yet">
            Messages you send are listed here with what the API answered.
          </EmptyState>
        }
      />
    </section>
  )
}
