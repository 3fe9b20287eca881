import { z } from 'zod/mini'
import { createDraftStorage } from '@/app/draft-storage'
import type { ComposerForm } from './composer-form'
import { STEP_IDS, type StepId } from './composer-steps'

const text = z.string()
const texts = z.array(text)

const composerFormSchema = z.object({
  name: text,
  template: z.object({ name: text, language: text }),
  templateValues: z.object({
    header: texts,
    body: texts,
    buttons: texts,
    mediaUrl: text,
    location: z.object({ latitude: text, longitude: text, address: text, name: text }),
  }),
  audience: z.enum(['segments', 'retarget']),
  segmentIds: texts,
  retarget: z.object({ broadcastId: text, engagement: text }),
  // Drafts saved before the choice existed load with it not made.
  includeOptOuts: z._default(z.boolean(), false),
  when: z.enum(['now', 'schedule']),
  schedule: z.object({ date: text, time: text, timeZone: text, repeated: z.enum(['', 'earlier', 'later']) }),
  type: text,
  typeEdited: z.boolean(),
})

/**
 * A composer's draft: the form, where it started (so a reload of the same start restores it, and another start
 * does not), and the steps the user has been through and checked.
 */
export interface ComposerDraft {
  form: ComposerForm
  /** 'new', 'from:<id>', 'retarget:<id>:<engagement>' or 'edit:<id>'. */
  origin: string
  visited: StepId[]
  checked: StepId[]
}

const draftSchema = z.object({
  form: composerFormSchema,
  origin: text,
  visited: z.array(z.enum(STEP_IDS)),
  checked: z.array(z.enum(STEP_IDS)),
})

/**
 * The composer's autosaved draft: one per workspace for a new broadcast, one per broadcast for an edit (scope
 * `ws_1:bc_3`). Read back with the form's schema; cleared once launched.
 */
export const composerDraftStorage = createDraftStorage<ComposerDraft>({
  kind: 'broadcast',
  parse: (value) => {
    const parsed = draftSchema.safeParse(value)
    return parsed.success ? parsed.data : null
  },
})

export const draftScope = (workspaceId: string, editing?: string) =>
  editing ? `${workspaceId}:${editing}` : workspaceId
