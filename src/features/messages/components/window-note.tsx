import { Suspense } from 'react'
import { lazyComponent } from '@/components/lazy-component'
import type { SendEndpoint } from '../channels'
import { templateSendSearch, type MessageSearch } from '../message-search'

/** Meta's rule: these reach a contact only within 24 hours of their last message; templates go any time. */
const windowEndpoints: readonly SendEndpoint[] = ['whatsappText', 'whatsappMedia', 'messengerText', 'instagramText']
const rule = 'Reaches a contact only within 24 hours of their last message.'

// Telling a window refusal from others takes WhatsApp's error texts: they load with the first refusal.
const RefusalWords = lazyComponent(() =>
  import('@/domain/whatsapp-errors').then(({ isWindowError, windowClosedWords }) => {
    function RefusalWords({ error }: { error: string }) {
      return isWindowError(error) ? <strong className="font-medium text-red-800">{windowClosedWords}</strong> : rule
    }
    return RefusalWords
  }),
)

interface WindowNoteProps {
  endpoint: SendEndpoint
  /** The API's refusal of the last send, if any: explained when it is the window. */
  serverError: string | null
  onSwitch(search: MessageSearch): void
}

/**
 * Under Send on the endpoints Meta's 24-hour window limits, always (so Send never moves): the rule, or why a
 * refused send did not go, and the way around it. The form keeps its values, so the template send has the recipient.
 */
export function WindowNote({ endpoint, serverError, onSwitch }: WindowNoteProps) {
  if (!windowEndpoints.includes(endpoint)) return null
  return (
    <p aria-live="polite" className="text-sm text-slate-600">
      <Suspense fallback={rule}>{serverError ? <RefusalWords error={serverError} /> : rule}</Suspense>{' '}
      <button
        type="button"
        className="font-medium text-indigo-700 hover:underline"
        onClick={(event) => {
          // This note goes with the kind: the focus moves to the kind now chosen.
          const templateKind = event.currentTarget.form?.querySelector<HTMLInputElement>(
            'input[type="radio"][value="template"]',
          )
          onSwitch(templateSendSearch)
          templateKind?.focus()
        }}
      >
        Send a template instead
      </button>
    </p>
  )
}
