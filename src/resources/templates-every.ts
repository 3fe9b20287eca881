import { isUnreadable, type UnreadableRow } from '@/api/list-rows'
import { type Template } from '@/api/templates'

/** A row of the read of every template that is not the shape of a template, with the page it was on. */
export type UnreadableTemplate = UnreadableRow & { page: number }

/** Every template of a workspace: those that could be read, to filter and count, and the rows that could not. */
export interface EveryTemplate {
  templates: Template[]
  unreadable: UnreadableTemplate[]
}

/** The rows of every page, each kept once: a template created during the walk shifts the pages, so the one pushed over a page boundary is read twice. */
export function collectEveryTemplate(items: readonly (Template | UnreadableTemplate)[]): EveryTemplate {
  const templates = new Map<string, Template>()
  const unreadable = new Map<string, UnreadableTemplate>()
  for (const item of items) {
    if (!isUnreadable(item)) templates.set(item.id, item)
    else if (!unreadable.has(sameRaw(item.raw))) unreadable.set(sameRaw(item.raw), item)
  }
  return { templates: [...templates.values()], unreadable: [...unreadable.values()] }
}

/** What an unreadable row sent, as a key: a row read twice counts once. */
function sameRaw(raw: unknown): string {
  try {
    return JSON.stringify(raw) ?? String(raw)
  } catch {
    return String(raw)
  }
}
