import { Detail, DetailList } from '@/components/detail-list'
import { formatDateTime } from '@/lib/format'
import type { SentMessage } from '@/resources/sent-messages'
import { endpointLabel, SentStatus } from './sent-message-cells'

/** What the API answered to the last send (its MessageResponse), announced when it arrives. */
export function SendResult({ sent }: { sent: SentMessage | null }) {
  return (
    <section aria-labelledby="send-result-heading" className="min-w-0 space-y-2">
      <h2 id="send-result-heading" className="text-base font-semibold text-slate-900">
        Last send
      </h2>
      <p role="status" className="text-sm [overflow-wrap:anywhere] text-slate-600">
        {sent
          ? `${endpointLabel(sent.endpoint)} to ${sent.recipient}: ${sent.status}${sent.error ? ', with an error' : ''}.`
          : 'Nothing sent yet.'}
      </p>
      {sent && (
        <DetailList className="grid-cols-1">
          <Detail label="Message id" mono>
            {sent.id}
          </Detail>
          <Detail label="Status">
            <SentStatus sent={sent} />
          </Detail>
          <Detail label="Error">{sent.error || 'None'}</Detail>
          {sent.scheduledFor && <Detail label="Scheduled for">{formatDateTime(sent.scheduledFor)}</Detail>}
        </DetailList>
      )}
    </section>
  )
}
