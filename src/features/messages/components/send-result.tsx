import { Suspense } from 'react'
import { lazyComponent } from '@/components/lazy-component'
import type { SentMessage } from '@/resources/sent-messages'
import { endpointLabel } from './sent-message-cells'

// The error's plain words come with the first answer, not with the screen.
const SendOutcomeLine = lazyComponent(() =>
  import('@/components/send-outcome').then((module) => module.SendOutcomeLine),
)
const SendOutcome = lazyComponent(() => import('@/components/send-outcome').then((module) => module.SendOutcome))

interface SendResultProps {
  sent: SentMessage | null
  /** For a send refused for the 24-hour window: goes to the WhatsApp template send, keeping the form. */
  onSendTemplate(): void
}

/** What the API answered to the last send (its MessageResponse), announced when it arrives; an error is a failure. */
export function SendResult({ sent, onSendTemplate }: SendResultProps) {
  return (
    <section aria-labelledby="send-result-heading" className="min-w-0 space-y-2">
      <h2 id="send-result-heading" className="text-base font-semibold text-slate-900">
        Last send
      </h2>
      <p role="status" className="text-sm [overflow-wrap:anywhere] text-slate-600">
        {sent ? (
          <Suspense fallback={null}>
            <SendOutcomeLine sent={sent} subject={endpointLabel(sent.endpoint)} />
          </Suspense>
        ) : (
          'Nothing sent yet.'
        )}
      </p>
      {sent && (
        <Suspense fallback={null}>
          <SendOutcome sent={sent} onSendTemplate={onSendTemplate} />
        </Suspense>
      )}
    </section>
  )
}
