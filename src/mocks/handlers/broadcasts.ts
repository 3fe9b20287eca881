import { HttpResponse } from 'msw'
import { broadcastRequestSchema, type Broadcast } from '@/api/broadcasts'
import { type AuthedRoutes } from '../authed-routes'
import type { DemoDb } from '../db'
import type { StoredBroadcast } from '../demo-data'
import { errorResponse, matchesSearch, newestFirst, notFound, parseBody, unknownWorkspace } from '../handler-utils'
import { storedItems } from '../stored-items'

const toBroadcast = ({ id, workspace, name, type }: StoredBroadcast): Broadcast => ({ id, workspace, name, type })

export function broadcastHandlers(api: AuthedRoutes, db: DemoDb) {
  const broadcasts = storedItems(db, () => db.data.broadcasts, 'Broadcast', toBroadcast)

  return [
    api.list('/v1/broadcasts', ({ url, workspaceId, searchText }) => {
      const endDate = url.searchParams.get('endDate')
      if (endDate && Number.isNaN(Date.parse(endDate))) return errorResponse(400, 'endDate must be a date')
      const items = newestFirst(db.data.broadcasts).filter(
        (b) =>
          (!workspaceId || b.workspace.id === workspaceId) &&
          (!endDate || Date.parse(b.createdAt) <= Date.parse(endDate)) &&
          matchesSearch(searchText, b.name),
      )
      return items.map(toBroadcast)
    }),
    api.post('/v1/broadcasts', async ({ request }) => {
      const body = await parseBody(request, broadcastRequestSchema)
      if (!body.ok) return body.response
      const refused = unknownWorkspace(db, body.data.workspace.id)
      if (refused) return refused
      return broadcasts.add({ ...body.data, id: db.nextId('bc'), createdAt: db.now(), seedLogCount: 0 })
    }),
    api.get('/v1/broadcasts/:broadcastId', ({ params }) => broadcasts.show(String(params.broadcastId))),
    api.put('/v1/broadcasts/:broadcastId', async ({ request, params }) => {
      const found = broadcasts.find(String(params.broadcastId))
      if (!found) return notFound('Broadcast', String(params.broadcastId))
      const body = await parseBody(request, broadcastRequestSchema)
      if (!body.ok) return body.response
      const refused = unknownWorkspace(db, body.data.workspace.id)
      if (refused) return refused
      Object.assign(found, body.data)
      db.forgetLogs(found.id)
      db.commit()
      return HttpResponse.json(toBroadcast(found))
    }),
    api.delete('/v1/broadcasts/:broadcastId', ({ params }) => broadcasts.remove(String(params.broadcastId))),
    api.list('/v1/broadcasts/:broadcastId/logs', (_query, params) => {
      const found = broadcasts.find(String(params.broadcastId))
      if (!found) return notFound('Broadcast', String(params.broadcastId))
      return db.logsFor(found)
    }),
  ]
}
