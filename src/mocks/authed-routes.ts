import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw'
import type { DemoDb } from './db'
import { authed, listQuery, listResponse, route, type HandlerOptions } from './handler-utils'

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>
type ListQuery = ReturnType<typeof listQuery>

/** http.get/post/put/delete on any origin, each behind `authed` for one store; `list` also pages what it selects. */
export function authedRoutes(db: DemoDb, options: HandlerOptions) {
  const on = (method: typeof http.get) => (path: string, resolver: Resolver) =>
    method(route(path), authed(db, options, resolver))
  const get = on(http.get)
  const list = (
    path: string,
    select: (query: ListQuery, params: PathParams) => readonly unknown[] | Response | Promise<readonly unknown[]>,
  ) =>
    get(path, async ({ request, params }) => {
      const query = listQuery(request)
      const items = await select(query, params)
      return items instanceof Response ? items : listResponse(query.url, items)
    })
  return { get, list, post: on(http.post), put: on(http.put), delete: on(http.delete) }
}

export type AuthedRoutes = ReturnType<typeof authedRoutes>
