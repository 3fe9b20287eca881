import { draftKey, type DraftKind } from './drafts'

/** A draft as kept: the form and when it was saved. */
export interface StoredDraft<Form> {
  form: Form
  savedAt: string
}

interface DraftStorageOptions<Form> {
  kind: DraftKind
  /** The form read back, or null when what is stored is not one: such a draft is dropped, never trusted. */
  parse(value: unknown): Form | null
  /** A form with nothing typed is no draft: saving it deletes the stored one. */
  isBlank?(form: Form): boolean
}

/**
 * A screen's autosaved draft per workspace, in localStorage: it survives reloads and forced reconnects, and sign out
 * deletes it with the others (its kind is in drafts.ts).
 */
export function createDraftStorage<Form>({ kind, parse, isBlank = () => false }: DraftStorageOptions<Form>) {
  const key = (workspaceId: string) => draftKey(kind, workspaceId)
  const storage = {
    load(workspaceId: string, store: Storage = window.localStorage): StoredDraft<Form> | null {
      try {
        const stored = JSON.parse(store.getItem(key(workspaceId)) ?? 'null') as Partial<StoredDraft<unknown>> | null
        const form = stored ? parse(stored.form) : null
        if (form && typeof stored?.savedAt === 'string') return { form, savedAt: stored.savedAt }
      } catch {
        // Not JSON: dropped below like any other draft that does not parse.
      }
      storage.clear(workspaceId, store)
      return null
    },
    save(workspaceId: string, form: Form, store: Storage = window.localStorage): void {
      if (isBlank(form)) return storage.clear(workspaceId, store)
      try {
        store.setItem(key(workspaceId), JSON.stringify({ form, savedAt: new Date().toISOString() }))
      } catch {
        // Storage full or unavailable: the form still works, only the autosave is lost.
      }
    },
    clear(workspaceId: string, store: Storage = window.localStorage): void {
      try {
        store.removeItem(key(workspaceId))
      } catch {
        // Storage unavailable: there is nothing to clear.
      }
    },
  }
  return storage
}
