import { toast } from 'sonner'
import { sendFailed, type SentMessage } from '@/resources/sent-messages'
import { endpointLabel } from './sent-message-cells'

/** A toast for each send: a success, or an error that says why it failed. Its words load with the first send. */
export function toastSend(sent: SentMessage): void {
  void import('@/components/send-outcome').then(
    ({ sendOutcomeText }) => {
      const text = sendOutcomeText(sent, endpointLabel(sent.endpoint))
      if (sendFailed(sent)) toast.error(text)
      else toast.success(text)
    },
    // The result beside the form says the same, once its code is here.
    () => undefined,
  )
}
