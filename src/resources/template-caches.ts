import { matchQuery, type Query, type QueryClient } from '@tanstack/react-query'
import type { Template } from '@/api/templates'
import { templateQueries } from './templates'

/*
 * The templates the query cache holds, wherever they are (lists, searches, the read of every template, details),
 * for the watch of WhatsApp's review: it finds the pending ones there, and writes a template read anew back.
 */

/** A cached record shaped as a template: an unreadable row or a count is not one. */
export function isTemplate(value: unknown): value is Template {
  const row = value as Partial<Template> | null
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.id === 'string' &&
    typeof row.template?.status === 'string' &&
    typeof row.workspace?.id === 'string'
  )
}

/** The templates a query of the templates root holds: a list's or search's rows, every template, one detail. */
export function templatesIn(data: unknown): Template[] {
  if (Array.isArray(data)) return data.filter(isTemplate)
  if (isTemplate(data)) return [data]
  const every = typeof data === 'object' && data !== null ? (data as { templates?: unknown }).templates : undefined
  return Array.isArray(every) ? every.filter(isTemplate) : []
}

export function isTemplateQuery(query: Query): boolean {
  return matchQuery({ queryKey: templateQueries.all() }, query)
}

/** Whether a cached row is an older record of the template: changed before it, or as it was before its review ended. */
const isOlder = (row: Template, template: Template) =>
  Date.parse(row.updatedAt) < Date.parse(template.updatedAt) ||
  (row.updatedAt === template.updatedAt && row.template.status !== template.template.status)

/** The rows with the template in place of its older record; the same array when none is older. */
function swap(rows: readonly unknown[], template: Template): readonly unknown[] {
  const at = rows.findIndex((row) => isTemplate(row) && row.id === template.id && isOlder(row, template))
  return at === -1 ? rows : rows.map((row, i) => (i === at ? template : row))
}

/** The data with the template's record in place of an older one, or the same data when it holds none. */
function withTemplate(data: unknown, template: Template): unknown {
  if (Array.isArray(data)) return swap(data, template)
  if (isTemplate(data)) return data.id === template.id && isOlder(data, template) ? template : data
  if (typeof data === 'object' && data !== null && Array.isArray((data as { templates?: unknown }).templates)) {
    const every = data as { templates: unknown[] }
    const templates = swap(every.templates, template)
    return templates === every.templates ? data : { ...every, templates }
  }
  return data
}

/**
 * A template read anew replaces its older record in every cached list, search, read of every template and detail
 * that holds it, where it stands: a screen showing it updates without a read of its own.
 */
export function replaceTemplateInCaches(client: QueryClient, template: Template): void {
  for (const query of client.getQueryCache().findAll({ queryKey: templateQueries.all() })) {
    const { data, dataUpdatedAt } = query.state
    const next = withTemplate(data, template)
    // As old as it was: only this record is newer, the rest of the list is not.
    if (next !== data) client.setQueryData(query.queryKey, next, { updatedAt: dataUpdatedAt })
  }
}
