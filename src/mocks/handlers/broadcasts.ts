import { http, HttpResponse } from 'msw'
import { broadcastRequestSchema, type Broadcast } from '@/api/broadcasts'
import type { DemoDb } from '../db'
import type { StoredBroadcast } from '../demo-data'
import {
  authed,
  errorResponse,
  listResponse,
  matchesSearch,
  newestFirst,
  notFound,
  parseBody,
  route,
  type HandlerOptions,
} from '../handler-utils'

const toBroadcast = ({ id, workspace, name, type }: StoredBroadcast): Broadcast => ({ id, workspace, name, type })

export function broadcastHandlers(db: DemoDb, options: HandlerOptions) {
  const find = (id: string) => db.data.broadcasts.find((b) => b.id === id)
  const workspaceExists = (id: string) => db.data.workspaces.some((w) => w.id === id)

  return [
    http.get(
      route('/v1/broadcasts'),
      authed(db, options, ({ request }) => {
        const url = new URL(request.url)
        const workspaceId = url.searchParams.get('workspaceId')
        const endDate = url.searchParams.get('endDate')
        if (endDate && Number.isNaN(Date.parse(endDate))) return errorResponse(400, 'endDate must be a date')
        const items = newestFirst(db.data.broadcasts).filter(
          (b) =>
            (!workspaceId || b.workspace.id === workspaceId) &&
            (!endDate || Date.parse(b.createdAt) <= Date.parse(endDate)) &&
            matchesSearch(url.searchParams.get('searchText'), b.name),
        )
        return listResponse(url, items.map(toBroadcast))
      }),
    ),
    http.post(
      route('/v1/broadcasts'),
      authed(db, options, async ({ request }) => {
        const body = await parseBody(request, broadcastRequestSchema)
        if (!body.ok) return body.response
        if (!workspaceExists(body.data.workspace.id))
          return errorResponse(400, `Workspace ${body.data.workspace.id} does not exist`)
        const created: StoredBroadcast = { ...body.data, id: db.nextId('bc'), createdAt: db.now(), seedLogCount: 0 }
        db.data.broadcasts.push(created)
        db.commit()
        return HttpResponse.json(toBroadcast(created))
      }),
    ),
    http.get(
      route('/v1/broadcasts/:broadcastId'),
      authed(db, options, ({ params }) => {
        const found = find(String(params.broadcastId))
        return found ? HttpResponse.json(toBroadcast(found)) : notFound('Broadcast', String(params.broadcastId))
      }),
    ),
    http.put(
      route('/v1/broadcasts/:broadcastId'),
      authed(db, options, async ({ request, params }) => {
        const found = find(String(params.broadcastId))
        if (!found) return notFound('Broadcast', String(params.broadcastId))
        const body = await parseBody(request, broadcastRequestSchema)
        if (!body.ok) return body.response
        if (!workspaceExists(body.data.workspace.id))
          return errorResponse(400, `Workspace ${body.data.workspace.id} does not exist`)
        Object.assign(found, body.data)
        db.forgetLogs(found.id)
        db.commit()
        return HttpResponse.json(toBroadcast(found))
      }),
    ),
    http.delete(
      route('/v1/broadcasts/:broadcastId'),
      authed(db, options, ({ params }) => {
        const found = find(String(params.broadcastId))
        if (!found) return notFound('Broadcast', String(params.broadcastId))
        db.data.broadcasts.splice(db.data.broadcasts.indexOf(found), 1)
        db.commit()
        return HttpResponse.json({ success: true })
      }),
    ),
    http.get(
      route('/v1/broadcasts/:broadcastId/logs'),
      authed(db, options, ({ request, params }) => {
        const found = find(String(params.broadcastId))
        if (!found) return notFound('Broadcast', String(params.broadcastId))
        return listResponse(new URL(request.url), db.logsFor(found))
      }),
    ),
  ]
}
