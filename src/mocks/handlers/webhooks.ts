import { HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { webhookRequestSchema } from '@/api/webhooks'
import { type AuthedRoutes } from '../authed-routes'
import type { DemoDb } from '../db'
import { newestFirst, notFound, parseBody } from '../handler-utils'
import { serverWebhookEvents } from '../server-webhook-events'
import { storedItems } from '../stored-items'

/** The dashboard's request schema, held to the event kinds this service knows. */
const serverRequestSchema = z.extend(webhookRequestSchema, {
  events: z.array(z.enum(serverWebhookEvents)).check(z.minLength(1, 'Choose at least one event')),
})

export function webhookHandlers(api: AuthedRoutes, db: DemoDb) {
  const webhooks = storedItems(db, () => db.data.webhooks, 'Webhook')
  return [
    api.list('/v1/webhooks', () => newestFirst(db.data.webhooks)),
    api.post('/v1/webhooks', async ({ request }) => {
      const body = await parseBody(request, serverRequestSchema)
      if (!body.ok) return body.response
      const now = db.now()
      return webhooks.add({ ...body.data, id: db.nextId('wh'), createdAt: now, updatedAt: now })
    }),
    api.put('/v1/webhooks/:webhookId', async ({ request, params }) => {
      const found = webhooks.find(String(params.webhookId))
      if (!found) return notFound('Webhook', String(params.webhookId))
      const body = await parseBody(request, serverRequestSchema)
      if (!body.ok) return body.response
      Object.assign(found, body.data, { updatedAt: db.now() })
      db.commit()
      return HttpResponse.json(found)
    }),
    api.delete('/v1/webhooks/:webhookId', ({ params }) => webhooks.remove(String(params.webhookId))),
  ]
}
