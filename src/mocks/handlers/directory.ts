import { HttpResponse } from 'msw'
import { type AuthedRoutes } from '../authed-routes'
import type { DemoDb } from '../db'
import { matchesSearch } from '../handler-utils'
import { storedItems } from '../stored-items'

/** The read-only parts of the API: workspaces, staff and the account. */
export function directoryHandlers(api: AuthedRoutes, db: DemoDb) {
  const workspaces = storedItems(db, () => db.data.workspaces, 'Workspace')
  const staff = storedItems(db, () => db.data.staff, 'Staff member')
  return [
    api.list('/v1/workspaces', ({ searchText }) =>
      db.data.workspaces.filter((w) => matchesSearch(searchText, w.title)),
    ),
    api.get('/v1/workspaces/:workspaceId', ({ params }) => workspaces.show(String(params.workspaceId))),
    api.list('/v1/staffs', ({ workspaceId, searchText }) =>
      db.data.staff.filter(
        (s) =>
          (!workspaceId || s.workspaces.includes(workspaceId)) &&
          matchesSearch(searchText, `${s.firstName} ${s.lastName}`, s.email),
      ),
    ),
    api.get('/v1/staffs/:staffId', ({ params }) => staff.show(String(params.staffId))),
    api.get('/v1/account-info', () => HttpResponse.json(db.data.account)),
  ]
}
