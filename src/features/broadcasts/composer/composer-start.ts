import type { Broadcast } from '@/api/broadcasts'
import { duplicateForm, editForm, emptyComposerForm, retargetForm, type ComposerForm } from './composer-form'

type Identified = Broadcast & { id: string }

/** Where a composer starts: empty, a copy of a broadcast, its people, or a scheduled broadcast to change. */
export type ComposerStart =
  | { kind: 'new' }
  | { kind: 'duplicate'; source: Identified }
  | { kind: 'retarget'; source: Identified; engagement: string }
  | { kind: 'edit'; broadcast: Identified }

/** The start as a draft remembers it: a reload of the same start restores the draft, another start does not. */
export function originOf(start: ComposerStart): string {
  switch (start.kind) {
    case 'new':
      return 'new'
    case 'duplicate':
      return `from:${start.source.id}`
    case 'retarget':
      return `retarget:${start.source.id}:${start.engagement}`
    case 'edit':
      return `edit:${start.broadcast.id}`
  }
}

/** The form as the start gives it, before the user changes anything. */
export function startForm(start: ComposerStart, timeZone: string): ComposerForm {
  switch (start.kind) {
    case 'new':
      return emptyComposerForm(timeZone)
    case 'duplicate':
      return duplicateForm(start.source, timeZone)
    case 'retarget':
      return retargetForm(start.source, start.engagement, timeZone)
    case 'edit':
      return editForm(start.broadcast, timeZone)
  }
}

/** A new broadcast's start from its URL and the broadcast it names (read by the route): a copy, a retarget or empty. */
export function newStart(
  search: { from?: string; retarget?: string; engagement?: string },
  source: Broadcast | undefined,
): ComposerStart {
  if (search.from && source) return { kind: 'duplicate', source: { ...source, id: source.id ?? search.from } }
  if (search.retarget && source)
    return {
      kind: 'retarget',
      source: { ...source, id: source.id ?? search.retarget },
      engagement: search.engagement ?? '',
    }
  return { kind: 'new' }
}
