import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { webhookRequestSchema, type Webhook } from '@/api/webhooks'
import type { DemoDb } from '../db'
import { authed, listResponse, newestFirst, notFound, parseBody, route, type HandlerOptions } from '../handler-utils'
import { serverWebhookEvents } from '../server-webhook-events'

/** The dashboard's request schema, held to the event kinds this service knows. */
const serverRequestSchema = z.extend(webhookRequestSchema, {
  events: z.array(z.enum(serverWebhookEvents)).check(z.minLength(1, 'Choose at least one event')),
})

export function webhookHandlers(db: DemoDb, options: HandlerOptions) {
  const find = (id: string) => db.data.webhooks.find((w) => w.id === id)
  return [
    http.get(
      route('/v1/webhooks'),
      authed(db, options, ({ request }) => listResponse(new URL(request.url), newestFirst(db.data.webhooks))),
    ),
    http.post(
      route('/v1/webhooks'),
      authed(db, options, async ({ request }) => {
        const body = await parseBody(request, serverRequestSchema)
        if (!body.ok) return body.response
        const now = db.now()
        const created: Webhook = { ...body.data, id: db.nextId('wh'), createdAt: now, updatedAt: now }
        db.data.webhooks.push(created)
        db.commit()
        return HttpResponse.json(created)
      }),
    ),
    http.put(
      route('/v1/webhooks/:webhookId'),
      authed(db, options, async ({ request, params }) => {
        const found = find(String(params.webhookId))
        if (!found) return notFound('Webhook', String(params.webhookId))
        const body = await parseBody(request, serverRequestSchema)
        if (!body.ok) return body.response
        Object.assign(found, body.data, { updatedAt: db.now() })
        db.commit()
        return HttpResponse.json(found)
      }),
    ),
    http.delete(
      route('/v1/webhooks/:webhookId'),
      authed(db, options, ({ params }) => {
        const found = find(String(params.webhookId))
        if (!found) return notFound('Webhook', String(params.webhookId))
        db.data.webhooks.splice(db.data.webhooks.indexOf(found), 1)
        db.commit()
        return HttpResponse.json({ success: true })
      }),
    ),
  ]
}
