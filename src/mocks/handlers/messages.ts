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
        // Loaded with the first template send, not with the demo.
        const { templateSendProblem } = await import('../template-send-rules')
        const problem = templateSendProblem(db.data.templates, body.data)
        if (problem) return errorResponse(400, problem)
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
