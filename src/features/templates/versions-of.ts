import { readableRows, type ListRow } from '@/api/list-rows'
import type { Template } from '@/api/templates'
import { compareLanguages } from '@/domain/whatsapp-languages'

/** The templates named exactly `name` among rows read by a name search (which matches parts of names too). */
export function versionsOf(rows: readonly ListRow<Template>[], name: string): Template[] {
  return readableRows(rows)
    .filter((t) => t.template.name === name)
    .sort((a, b) => compareLanguages(a.template.language, b.template.language))
}
