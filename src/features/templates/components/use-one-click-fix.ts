import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { AppliedFix } from '../applied-fix'
import { importWhenOnline } from '@/lib/import-when-online'
import type { RuleFix } from '@/domain/template-rules/rule-types'
import type { TemplateForm } from '../template-form'
import { builderFieldIds, fieldIdFor, focusField, type FieldFocus } from './builder-field-ids'

const loadFixes = () => importWhenOnline(() => import('../apply-fix'))
let loading: ReturnType<typeof loadFixes> | undefined
/** The fixes' code (and the example guesses it uses) loads when a fix is wanted: few drafts need one. */
export function preloadFixes() {
  loading ??= loadFixes().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** The last one-click fix, while it can still be undone. */
export interface UndoableFix {
  summary: string
  onUndo(): void
}

interface LastFix {
  applied: AppliedFix
  /** The values the fix replaced, to put back on undo. */
  previous: Partial<TemplateForm>
}

function setValues(form: UseFormReturn<TemplateForm>, values: Partial<TemplateForm>) {
  for (const [field, value] of Object.entries(values))
    form.setValue(field as keyof TemplateForm, value as never, { shouldDirty: true })
}

/** True while the fields a fix changed still hold what it put there: once the user edits them, undo would lose their edit. */
function stillApplied(values: TemplateForm, changes: Partial<TemplateForm>): boolean {
  return Object.entries(changes).every(
    ([field, value]) => JSON.stringify(values[field as keyof TemplateForm]) === JSON.stringify(value),
  )
}

/**
 * The checks panel's one-click fixes: apply one, take the user to what it changed, and offer to undo it.
 * `focusAfterRender` is for fixes that add the control to focus (a new button).
 */
export function useOneClickFix(
  form: UseFormReturn<TemplateForm>,
  values: TemplateForm,
  focusAfterRender: (id: string, options?: FieldFocus) => void,
) {
  const [last, setLast] = useState<LastFix | null>(null)

  const onFix = async (fix: RuleFix) => {
    // Offline, the code comes once the connection is back; a failed load leaves the draft as it is, to click again.
    const fixes = await preloadFixes().catch(() => null)
    if (!fixes) return
    const applied = fixes.applyFix(form.getValues(), fix)
    if (!applied) {
      // Nothing to change (the footer and buttons are full, the example was typed meanwhile): go to the input.
      if (fix.kind === 'add-opt-out-footer' || fix.kind === 'add-opt-out-button') focusField(builderFieldIds.footer)
      else if (fix.kind === 'make-name-valid') focusField(builderFieldIds.name)
      else if (fix.kind === 'set-category') focusField(builderFieldIds.category)
      else focusField(fieldIdFor({ field: 'body', fix }))
      return
    }
    const current = form.getValues()
    const previous = Object.fromEntries(
      Object.keys(applied.changes).map((field) => [field, current[field as keyof TemplateForm]]),
    )
    focusAfterRender(fieldIdFor(applied), { select: applied.select })
    setValues(form, applied.changes)
    setLast({ applied, previous })
  }

  const undo: UndoableFix | null =
    last && stillApplied(values, last.applied.changes)
      ? {
          summary: last.applied.summary,
          onUndo: () => {
            focusAfterRender(fieldIdFor({ field: last.applied.field, fix: last.applied.fix }))
            setValues(form, last.previous)
            setLast(null)
          },
        }
      : null

  return { onFix, undo, forget: () => setLast(null) }
}
