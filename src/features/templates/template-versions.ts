import { isUnreadable, type ListRow } from '@/api/list-rows'
import type { Template, TemplateStatus } from '@/api/templates'
import { compareLanguages } from '@/domain/whatsapp-languages'

/** The templates of one name in a workspace: WhatsApp keeps one per language. */
export interface TemplateVersions {
  /** The row's key: its name, or for a template without a name (each is a row of its own) its id after a '#'. */
  key: string
  /** '' for a template read without a name. */
  name: string
  /** In the order of their languages' names. */
  versions: Template[]
  /** The status that needs attention most (see statusRank). */
  worstStatus: TemplateStatus
}

/** Higher needs attention sooner: Rejected, then any status that is neither of the others (paused, disabled, unknown…), then Pending, then Approved. */
export function statusRank(status: TemplateStatus): number {
  return status === 'REJECTED' ? 3 : status === 'PENDING' ? 1 : status === 'APPROVED' ? 0 : 2
}

const byLanguageName = (a: Template, b: Template) => compareLanguages(a.template.language, b.template.language)

/**
 * One entry per exact name, where its first template stood; a row that could not be read stays a row of its own,
 * and so does a template without a name: nameless templates are not versions of one name.
 */
export function groupByName(rows: readonly Template[]): TemplateVersions[]
export function groupByName(rows: readonly ListRow<Template>[]): ListRow<TemplateVersions>[]
export function groupByName(rows: readonly ListRow<Template>[]): ListRow<TemplateVersions>[] {
  const groups = new Map<string, TemplateVersions>()
  const grouped: ListRow<TemplateVersions>[] = []
  for (const row of rows) {
    if (isUnreadable(row)) {
      grouped.push(row)
      continue
    }
    const { name, status } = row.template
    const key = name || `#${row.id}`
    let group = groups.get(key)
    if (!group) {
      group = { key, name, versions: [], worstStatus: status }
      groups.set(key, group)
      grouped.push(group)
    }
    group.versions.push(row)
    if (statusRank(status) > statusRank(group.worstStatus)) group.worstStatus = status
  }
  for (const group of groups.values()) group.versions.sort(byLanguageName)
  return grouped
}
