import { useCallback, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useValuesChange } from '@/components/use-values-change'
import { messageDraftStorage } from './message-draft-storage'
import { emptySendForm, type SendForm } from './send-form'

export interface MessageDraftStart {
  initial: SendForm
  /** When the form was restored from an autosaved draft. */
  restoredAt: string | null
}

/** Where the console starts: the workspace's autosaved draft, else empty. */
export function useMessageDraft(workspaceId: string): MessageDraftStart {
  const [start] = useState<MessageDraftStart>(() => {
    const stored = messageDraftStorage.load(workspaceId)
    return stored
      ? { initial: stored.form, restoredAt: stored.savedAt }
      : { initial: emptySendForm(), restoredAt: null }
  })
  return start
}

/** Saves the form as the workspace's draft whenever its values change. */
export function useMessageDraftAutosave<Context, Output>(
  form: UseFormReturn<SendForm, Context, Output>,
  workspaceId: string,
): void {
  const save = useCallback((values: SendForm) => messageDraftStorage.save(workspaceId, values), [workspaceId])
  useValuesChange(form, save)
}
