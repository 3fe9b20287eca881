import { segmentRequestSchema, type Segment } from '@/api/segments'
import { type AuthedRoutes } from '../authed-routes'
import type { DemoDb } from '../db'
import type { StoredSegment } from '../demo-data'
import { errorResponse, matchesSearch, newestFirst, parseBody } from '../handler-utils'
import { storedItems } from '../stored-items'

const toSegment = ({
  workspaceId: _workspaceId,
  createdAt: _createdAt,
  memberCount: _memberCount,
  ...segment
}: StoredSegment): Segment => segment

export function segmentHandlers(api: AuthedRoutes, db: DemoDb) {
  const segments = storedItems(db, () => db.data.segments, 'Segment', toSegment)
  return [
    api.list('/v1/segments', ({ workspaceId, searchText }) =>
      newestFirst(db.data.segments)
        .filter((s) => (!workspaceId || s.workspaceId === workspaceId) && matchesSearch(searchText, s.name))
        .map(toSegment),
    ),
    api.post('/v1/segments', async ({ request }) => {
      const body = await parseBody(request, segmentRequestSchema)
      if (!body.ok) return body.response
      // Spec gap: a segment carries no workspace; the demo files new ones under the workspace in the query, else the first.
      const workspaceId = new URL(request.url).searchParams.get('workspaceId') ?? db.data.workspaces[0]?.id
      if (!workspaceId || !db.data.workspaces.some((w) => w.id === workspaceId)) {
        return errorResponse(400, `Workspace ${workspaceId ?? '(none)'} does not exist`)
      }
      return segments.add({ ...body.data, id: db.nextId('seg'), workspaceId, createdAt: db.now() })
    }),
    api.get('/v1/segments/:segmentId', ({ params }) => segments.show(String(params.segmentId))),
    api.delete('/v1/segments/:segmentId', async ({ params }) => {
      const id = String(params.segmentId)
      if (db.data.broadcasts.some((b) => b.segments?.some((segment) => segment.id === id))) {
        // Loaded with the first delete of a segment a broadcast sends to, not with the demo.
        const { freezeAudiences } = await import('../freeze-audiences')
        await freezeAudiences(db, { segmentId: id })
      }
      return segments.remove(id)
    }),
  ]
}
