import { http, HttpResponse } from 'msw'
import type { DemoDb } from '../db'
import { authed, listResponse, matchesSearch, notFound, route, type HandlerOptions } from '../handler-utils'

/** The read-only parts of the API: workspaces, staff and the account. */
export function directoryHandlers(db: DemoDb, options: HandlerOptions) {
  return [
    http.get(
      route('/v1/workspaces'),
      authed(db, options, ({ request }) => {
        const url = new URL(request.url)
        const searchText = url.searchParams.get('searchText')
        return listResponse(
          url,
          db.data.workspaces.filter((w) => matchesSearch(searchText, w.title)),
        )
      }),
    ),
    http.get(
      route('/v1/workspaces/:workspaceId'),
      authed(db, options, ({ params }) => {
        const found = db.data.workspaces.find((w) => w.id === params.workspaceId)
        return found ? HttpResponse.json(found) : notFound('Workspace', String(params.workspaceId))
      }),
    ),
    http.get(
      route('/v1/staffs'),
      authed(db, options, ({ request }) => {
        const url = new URL(request.url)
        const workspaceId = url.searchParams.get('workspaceId')
        const searchText = url.searchParams.get('searchText')
        const items = db.data.staff.filter(
          (s) =>
            (!workspaceId || s.workspaces.includes(workspaceId)) &&
            matchesSearch(searchText, `${s.firstName} ${s.lastName}`, s.email),
        )
        return listResponse(url, items)
      }),
    ),
    http.get(
      route('/v1/staffs/:staffId'),
      authed(db, options, ({ params }) => {
        const found = db.data.staff.find((s) => s.id === params.staffId)
        return found ? HttpResponse.json(found) : notFound('Staff member', String(params.staffId))
      }),
    ),
    http.get(
      route('/v1/account-info'),
      authed(db, options, () => HttpResponse.json(db.data.account)),
    ),
  ]
}
