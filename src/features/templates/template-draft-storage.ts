import { draftKey } from '@/app/drafts'
import type { TemplateForm } from './template-form'

export interface StoredDraft {
  form: TemplateForm
  savedAt: string
}

const key = (workspaceId: string) => draftKey('template', workspaceId)

/** The builder's autosaved draft for a workspace: survives reloads and forced reconnects, cleared once created. */
export const templateDraftStorage = {
  load(workspaceId: string, storage: Storage = window.localStorage): StoredDraft | null {
    try {
      const raw = storage.getItem(key(workspaceId))
      const parsed = raw ? (JSON.parse(raw) as Partial<StoredDraft>) : null
      return parsed?.form && typeof parsed.savedAt === 'string' ? (parsed as StoredDraft) : null
    } catch {
      return null
    }
  },
  save(workspaceId: string, form: TemplateForm, storage: Storage = window.localStorage): void {
    try {
      storage.setItem(
        key(workspaceId),
        JSON.stringify({ form, savedAt: new Date().toISOString() } satisfies StoredDraft),
      )
    } catch {
      // Storage full or unavailable: the form still works, only the autosave is lost.
    }
  },
  clear(workspaceId: string, storage: Storage = window.localStorage): void {
    storage.removeItem(key(workspaceId))
  },
}
