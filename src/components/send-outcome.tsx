import { Detail, DetailList } from '@/components/detail-list'
import { RecordIds } from '@/components/record-ids'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { errorInWords, isWindowError, windowClosedWords } from '@/domain/whatsapp-errors'
import { codeInWords } from '@/lib/code-words'
import { formatDateTime } from '@/lib/format'
import { sendFailed, type SentMessage } from '@/resources/sent-messages'

const wordsFor = (error: string) => (isWindowError(error) ? windowClosedWords : errorInWords(error))

/**
 * A send's outcome in one sentence, for a status line or a toast: "WhatsApp text to +447700900123: queued." or
 * "…: failed. <the error in plain words>" (the error as the API gave it when it has no plain words).
 * `subject` names what was sent, e.g. "WhatsApp text".
 */
export function sendOutcomeText(sent: SentMessage, subject: string): string {
  const head = `${subject} to ${sent.recipient}`
  if (!sendFailed(sent)) return `${head}: ${sent.status || 'no status'}.`
  const error = sent.error?.trim() ?? ''
  const words = wordsFor(error)
  return words ? `${head}: failed. ${words}` : `${head}: failed: ${error}`
}

/** sendOutcomeText as a component, for a status line whose code loads with the first send. */
export function SendOutcomeLine({ sent, subject }: { sent: SentMessage; subject: string }) {
  return sendOutcomeText(sent, subject)
}

/** "Failed" when the API answered with an error (even with HTTP 200), else the status it answered, in words. */
export function SendOutcomeBadge({ sent }: { sent: SentMessage }) {
  if (sendFailed(sent)) return <Badge tone="danger">Failed</Badge>
  return <Badge tone="info">{sent.status ? codeInWords(sent.status) : 'No status'}</Badge>
}

interface SendFailureProps {
  error: string
  /** Offered when the error is the 24-hour window: "Send a template instead". */
  onSendTemplate?(): void
}

/** An error in plain words when it is a known one, then as the API gave it. */
export function SendFailure({ error: given, onSendTemplate }: SendFailureProps) {
  const error = given.trim()
  const words = wordsFor(error)
  return (
    <span className="block space-y-1">
      {words && <span className="block font-medium text-red-800">{words}</span>}
      <span dir="auto" className="block font-normal whitespace-pre-wrap text-slate-700">
        {error}
      </span>
      {onSendTemplate && isWindowError(error) && (
        <Button variant="secondary" size="sm" className="mt-1" onClick={onSendTemplate}>
          Send a template instead
        </Button>
      )}
    </span>
  )
}

interface SendOutcomeProps extends Pick<SendFailureProps, 'onSendTemplate'> {
  sent: SentMessage
  /** The grid's columns; one by default. */
  className?: string
}

/**
 * What the API answered to a send: whether it failed (and why) or its status, when it goes, and its message id under
 * Technical details.
 */
export function SendOutcome({ sent, onSendTemplate, className = 'grid-cols-1' }: SendOutcomeProps) {
  const failed = sendFailed(sent)
  return (
    <>
      <DetailList className={className}>
        <Detail label="Status">
          <span className="flex flex-wrap items-center gap-2">
            <SendOutcomeBadge sent={sent} />
            {failed && sent.status && (
              <span className="text-xs font-normal text-slate-600">Status given: {codeInWords(sent.status)}</span>
            )}
          </span>
        </Detail>
        <Detail label="Error">
          {failed ? <SendFailure error={sent.error ?? ''} onSendTemplate={onSendTemplate} /> : 'None'}
        </Detail>
        {sent.scheduledFor && <Detail label="Scheduled for">{formatDateTime(sent.scheduledFor)}</Detail>}
      </DetailList>
      <RecordIds className="mt-2" ids={[{ label: 'Message id', value: sent.id }]} />
    </>
  )
}
