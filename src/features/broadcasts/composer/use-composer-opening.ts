import { useState } from 'react'
import type { StoredDraft } from '@/app/draft-storage'
import { userTimeZone } from '@/lib/locale'
import { composerDraftStorage, type ComposerDraft } from './composer-draft-storage'
import type { ComposerForm } from './composer-form'
import { originOf, startForm, type ComposerStart } from './composer-start'
import type { StepId } from './composer-steps'

export interface ComposerOpening {
  /** The form as the start gives it: what "Start over" goes back to, and what is no draft. */
  pristine: ComposerForm
  initial: ComposerForm
  visited: StepId[]
  checked: StepId[]
  /** When the form was restored from the autosaved draft of the same start. */
  restoredAt: string | null
  /** The draft of another start that this one replaced, so the user can get it back. */
  replaced: StoredDraft<ComposerDraft> | null
}

/** Where the composer opens: the draft of the same start (a reload, a return after a 401), else the start itself. */
export function useComposerOpening(scope: string, start: ComposerStart): ComposerOpening {
  const [opening] = useState<ComposerOpening>(() => {
    const pristine = startForm(start, userTimeZone())
    const stored = composerDraftStorage.load(scope)
    if (stored && stored.form.origin === originOf(start))
      return { pristine, ...stored.form, initial: stored.form.form, restoredAt: stored.savedAt, replaced: null }
    return { pristine, initial: pristine, visited: [], checked: [], restoredAt: null, replaced: stored }
  })
  return opening
}
