import { z } from 'zod/mini'
import { createTemplateRequestSchema, templateBodySchema, type Template } from '@/api/templates'
import { type AuthedRoutes } from '../authed-routes'
import type { DemoDb } from '../db'
import { errorResponse, listQuery, listResponse, matchesSearch, parseBody } from '../handler-utils'
import { storedItems } from '../stored-items'
import { templateReview } from '../template-review'

/** The template of a create as sent: fields beyond the spec's are stored and returned as they came, as the live API keeps them. */
const templateAsSentSchema = z.object({ template: z.omit(templateBodySchema, { status: true }) })

export function templateHandlers(api: AuthedRoutes, db: DemoDb) {
  const templates = storedItems(db, () => db.data.templates, 'Template')
  const settleReviews = templateReview(db)
  return [
    // `api.list`, with the reviews that ended settled first.
    api.get('/v1/whatsapp-templates', async ({ request }) => {
      const { url, workspaceId, searchText } = listQuery(request)
      if (!workspaceId) return errorResponse(400, 'workspaceId is required')
      await settleReviews()
      const rows = db.data.templates
        .filter((t) => t.workspace.id === workspaceId && matchesSearch(searchText, t.template.name))
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      return listResponse(url, rows)
    }),
    api.get('/v1/whatsapp-templates/:templateId', async ({ params }) => {
      await settleReviews()
      return templates.show(String(params.templateId))
    }),
    api.post('/v1/whatsapp-template', async ({ request }) => {
      // The spec's values only, as the builder writes them; the same body once more to keep what else it carries.
      const asSent = await parseBody(request.clone(), templateAsSentSchema)
      const body = await parseBody(request, createTemplateRequestSchema)
      if (!body.ok) return body.response
      if (!asSent.ok) return asSent.response
      const { workspace } = body.data
      const template = asSent.data.template
      const target = db.data.workspaces.find((w) => w.id === workspace.id)
      if (!target) return errorResponse(400, `Workspace ${workspace.id} does not exist`)
      const inWorkspace = db.data.templates.filter((t) => t.workspace.id === target.id)
      // Loaded on the first create, not with the demo: entering it reads templates, it does not check one.
      const { templateErrors, bodyTextOf } = await import('@/domain/template-rules/check-template')
      const otherBodies = inWorkspace.map((t) => ({
        name: t.template.name,
        body: bodyTextOf(t.template),
        language: t.template.language,
      }))
      const broken = templateErrors(template, { otherBodies })[0]
      if (broken) return errorResponse(400, `${broken.label}: ${broken.detail ?? 'rule failed'}`)
      // One template per name and language, as WhatsApp keeps them: another language of a name is a new version of it.
      const taken = inWorkspace.some(
        (t) =>
          t.template.name.toLowerCase() === template.name.toLowerCase() && t.template.language === template.language,
      )
      if (taken)
        return errorResponse(
          409,
          `A template named "${template.name}" in ${template.language} already exists in ${target.title}`,
        )
      const now = db.now()
      const created: Template = {
        id: db.nextId('tpl'),
        template: { ...template, status: 'PENDING' },
        workspace: { id: target.id, title: target.title },
        createdAt: now,
        updatedAt: now,
      }
      return templates.add(created, { status: 201 })
    }),
  ]
}
