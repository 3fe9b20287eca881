import { http, HttpResponse } from 'msw'
import { segmentRequestSchema, type Segment } from '@/api/segments'
import type { DemoDb } from '../db'
import type { StoredSegment } from '../demo-data'
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

const toSegment = ({ workspaceId: _workspaceId, createdAt: _createdAt, ...segment }: StoredSegment): Segment => segment

export function segmentHandlers(db: DemoDb, options: HandlerOptions) {
  const find = (id: string) => db.data.segments.find((s) => s.id === id)
  return [
    http.get(
      route('/v1/segments'),
      authed(db, options, ({ request }) => {
        const url = new URL(request.url)
        const workspaceId = url.searchParams.get('workspaceId')
        const items = newestFirst(db.data.segments).filter(
          (s) =>
            (!workspaceId || s.workspaceId === workspaceId) &&
            matchesSearch(url.searchParams.get('searchText'), s.name),
        )
        return listResponse(url, items.map(toSegment))
      }),
    ),
    http.post(
      route('/v1/segments'),
      authed(db, options, async ({ request }) => {
        const body = await parseBody(request, segmentRequestSchema)
        if (!body.ok) return body.response
        // Spec gap: a segment carries no workspace; the demo files new ones under the workspace in the query, else the first.
        const workspaceId = new URL(request.url).searchParams.get('workspaceId') ?? db.data.workspaces[0]?.id
        if (!workspaceId || !db.data.workspaces.some((w) => w.id === workspaceId)) {
          return errorResponse(400, `Workspace ${workspaceId ?? '(none)'} does not exist`)
        }
        const created: StoredSegment = { ...body.data, id: db.nextId('seg'), workspaceId, createdAt: db.now() }
        db.data.segments.push(created)
        db.commit()
        return HttpResponse.json(toSegment(created))
      }),
    ),
    http.get(
      route('/v1/segments/:segmentId'),
      authed(db, options, ({ params }) => {
        const found = find(String(params.segmentId))
        return found ? HttpResponse.json(toSegment(found)) : notFound('Segment', String(params.segmentId))
      }),
    ),
    http.delete(
      route('/v1/segments/:segmentId'),
      authed(db, options, ({ params }) => {
        const found = find(String(params.segmentId))
        if (!found) return notFound('Segment', String(params.segmentId))
        db.data.segments.splice(db.data.segments.indexOf(found), 1)
        db.commit()
        return HttpResponse.json({ success: true })
      }),
    ),
  ]
}
