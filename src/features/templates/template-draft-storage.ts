import { createDraftStorage, type StoredDraft as Stored } from '@/app/draft-storage'
import type { TemplateForm } from './template-form'

export type StoredDraft = Stored<TemplateForm>

const isObject = (value: unknown): value is TemplateForm => typeof value === 'object' && value !== null

/** The builder's autosaved draft for a workspace: survives reloads and forced reconnects, cleared once created. */
export const templateDraftStorage = createDraftStorage<TemplateForm>({
  kind: 'template',
  parse: (value) => (isObject(value) ? value : null),
})
