import { HttpResponse, type DefaultBodyType } from 'msw'
import type { DemoDb } from './db'
import { notFound } from './handler-utils'

/** The by-id answers every resource gives the same way: read one, add one, delete one, 404 when it is not there. */
export function storedItems<T extends { id: string }>(
  db: DemoDb,
  items: () => T[],
  what: string,
  toJson: (item: T) => unknown = (item) => item,
) {
  const find = (id: string) => items().find((item) => item.id === id)
  return {
    find,
    show(id: string) {
      const found = find(id)
      return found ? HttpResponse.json(toJson(found) as DefaultBodyType) : notFound(what, id)
    },
    add(created: T, init?: ResponseInit) {
      items().push(created)
      db.commit()
      return HttpResponse.json(toJson(created) as DefaultBodyType, init)
    },
    remove(id: string) {
      const found = find(id)
      if (!found) return notFound(what, id)
      items().splice(items().indexOf(found), 1)
      db.commit()
      return HttpResponse.json({ success: true })
    },
  }
}
