import type { Template } from '@/api/templates'
import { isApproved } from '@/domain/template-statuses'
import { compareLanguages } from '@/domain/whatsapp-languages'

/** The templates of one name in a workspace: WhatsApp keeps one per language, each with its own status. */
export interface TemplateVersions {
  /** The row's key: its name, or for a template without a name (each is a row of its own) its id after a '#'. */
  key: string
  /** '' for a template read without a name. */
  name: string
  /** In the order of their languages' names. */
  versions: Template[]
  /** The approved versions, the ones that can be sent, in the same order. */
  sendable: Template[]
}

const byLanguageName = (a: Template, b: Template) => compareLanguages(a.template.language, b.template.language)

/**
 * One entry per exact name, where its first template stood. A template without a name is a row of its own:
 * nameless templates are not versions of one name.
 */
export function groupByName(templates: readonly Template[]): TemplateVersions[] {
  const groups = new Map<string, TemplateVersions>()
  for (const template of templates) {
    const { name } = template.template
    const key = name || `#${template.id}`
    const group = groups.get(key) ?? { key, name, versions: [], sendable: [] }
    groups.set(key, group)
    group.versions.push(template)
  }
  for (const group of groups.values()) {
    group.versions.sort(byLanguageName)
    group.sendable = group.versions.filter(isApproved)
  }
  return [...groups.values()]
}

/** The version a row opens: the first that can be sent, else the first. */
export const mainVersion = ({ sendable, versions }: TemplateVersions): Template | undefined =>
  sendable[0] ?? versions[0]
