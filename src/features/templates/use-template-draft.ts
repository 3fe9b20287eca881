import { useState } from 'react'
import type { Template } from '@/api/templates'
import { leftOutParts } from './left-out-parts'
import { templateDraftStorage, type StoredDraft } from './template-draft-storage'
import { emptyTemplateForm, templateToForm, type TemplateForm } from './template-form'

export interface DraftStart {
  initial: TemplateForm
  /** When the form was restored from an autosaved draft. */
  restoredAt: string | null
  /** A draft that a duplicate replaced, so the user can get it back. */
  replaced: StoredDraft | null
  /** The duplicated template's parts the builder cannot hold, in words; empty otherwise. */
  leftOut: string[]
}

/**
 * Where the builder starts: a duplicated template, else the workspace's autosaved draft, else empty. With
 * `translateTo`, the template is copied under its own name into that language, to be translated.
 */
export function useTemplateDraft(workspaceId: string, source: Template | undefined, translateTo?: string): DraftStart {
  const [start] = useState<DraftStart>(() => {
    const stored = templateDraftStorage.load(workspaceId)
    if (source) {
      const form = templateToForm(source.template)
      return {
        initial:
          translateTo === undefined
            ? { ...form, name: `${form.name}_copy`.slice(0, 512) }
            : { ...form, language: translateTo },
        restoredAt: null,
        replaced: stored,
        leftOut: leftOutParts(source.template),
      }
    }
    if (stored)
      return {
        initial: { ...emptyTemplateForm(), ...stored.form },
        restoredAt: stored.savedAt,
        replaced: null,
        leftOut: [],
      }
    return { initial: emptyTemplateForm(), restoredAt: null, replaced: null, leftOut: [] }
  })
  return start
}
