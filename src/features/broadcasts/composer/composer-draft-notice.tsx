import { useState } from 'react'
import type { StoredDraft } from '@/app/draft-storage'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import type { ComposerDraft } from './composer-draft-storage'
import type { ComposerForm } from './composer-form'

interface ComposerDraftNoticeProps {
  restoredAt: string | null
  /** A draft of another start that this one replaced. */
  replaced: StoredDraft<ComposerDraft> | null
  onStartOver(): void
  onRestore(form: ComposerForm): void
}

/** Where the form's content came from, and the way back; what it said stays, so nothing below it moves. */
export function ComposerDraftNotice({ restoredAt, replaced, onStartOver, onRestore }: ComposerDraftNoticeProps) {
  const [done, setDone] = useState<string | null>(null)
  const act = (said: string, action: () => void) => () => {
    setDone(said)
    action()
  }
  return (
    <div
      role="status"
      className="mb-6 flex min-h-[3.625rem] flex-wrap items-center justify-between gap-3 rounded-md border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900"
    >
      {done ? (
        <p>{done}</p>
      ) : restoredAt ? (
        <>
          <p>Restored your draft from {formatDateTime(restoredAt)}.</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={act('You started over: the draft is deleted from this browser.', onStartOver)}
          >
            Start over
          </Button>
        </>
      ) : (
        replaced && (
          <>
            <p className="break-words">
              This replaced your unsent draft{replaced.form.form.name ? ` “${replaced.form.form.name}”` : ''} from{' '}
              {formatDateTime(replaced.savedAt)}.
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={act('Your earlier draft is back.', () => onRestore(replaced.form.form))}
            >
              Restore that draft
            </Button>
          </>
        )
      )}
    </div>
  )
}
