import { HttpResponse } from 'msw'
import { sendEndpoints, type MessageResponse } from '@/api/messages'
import { type AuthedRoutes } from '../authed-routes'
import type { DemoDb } from '../db'
import { errorResponse, parseBody, unknownWorkspace } from '../handler-utils'

export function messageHandlers(api: AuthedRoutes, db: DemoDb) {
  return Object.entries(sendEndpoints).map(([channel, { path, schema }]) =>
    api.post(path, async ({ request }) => {
      const body = await parseBody(request, schema)
      if (!body.ok) return body.response
      const { workspace } = body.data
      const refused = unknownWorkspace(db, workspace.id)
      if (refused) return refused
      if ('template' in body.data) {
        const ref = body.data.template
        const named = db.data.templates.filter(
          (t) => t.workspace.id === workspace.id && (t.id === ref || t.template.name === ref),
        )
        // A name in several languages is sent when one of its versions is approved.
        const template = named.find((t) => t.template.status === 'APPROVED') ?? named[0]
        if (!template) return errorResponse(400, `Template ${ref} does not exist in workspace ${workspace.id}`)
        if (template.template.status !== 'APPROVED') {
          return errorResponse(
            400,
            `Template ${template.template.name} is ${template.template.status}: only approved templates can be sent`,
          )
        }
      }
      const scheduled = 'scheduleDateTime' in body.data && body.data.scheduleDateTime
      const response: MessageResponse = {
        id: db.nextId('msg'),
        status: scheduled ? 'scheduled' : 'queued',
        error: '',
      }
      db.data.messages.push({ channel, path, body: body.data, response, createdAt: db.now() })
      db.commit()
      return HttpResponse.json(response)
    }),
  )
}
