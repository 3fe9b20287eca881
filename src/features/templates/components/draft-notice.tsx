import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import type { StoredDraft } from '../template-draft-storage'
import type { TemplateForm } from '../template-form'

interface DraftNoticeProps {
  restoredAt: string | null
  replaced: StoredDraft | null
  onDiscard(): void
  onRestore(form: TemplateForm): void
}

/** Tells the user where the form's content came from, and offers the way back. */
export function DraftNotice({ restoredAt, replaced, onDiscard, onRestore }: DraftNoticeProps) {
  const [dismissed, setDismissed] = useState(false)
  if (dismissed || (!restoredAt && !replaced)) return null
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900"
    >
      {restoredAt ? (
        <>
          <p>Your unsaved draft from {formatDateTime(restoredAt)} was restored.</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onDiscard()
              setDismissed(true)
            }}
          >
            Discard draft
          </Button>
        </>
      ) : (
        replaced && (
          <>
            <p className="break-words">
              This copy replaced your unsaved draft{replaced.form.name ? ` “${replaced.form.name}”` : ''} from{' '}
              {formatDateTime(replaced.savedAt)}.
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                onRestore(replaced.form)
                setDismissed(true)
              }}
            >
              Restore that draft
            </Button>
          </>
        )
      )}
    </div>
  )
}
