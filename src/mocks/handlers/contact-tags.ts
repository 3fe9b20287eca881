import { contactTagRequestSchema } from '@/api/contact-tags'
import { canonicalTag } from '@/domain/canonical-tag'
import { type AuthedRoutes } from '../authed-routes'
import type { DemoDb } from '../db'
import { errorResponse, matchesSearch, newestFirst, parseBody } from '../handler-utils'
import { storedItems } from '../stored-items'

export function contactTagHandlers(api: AuthedRoutes, db: DemoDb) {
  const tags = storedItems(db, () => db.data.contactTags, 'Contact tag')
  return [
    api.list('/v1/contactTags', ({ searchText }) =>
      newestFirst(db.data.contactTags).filter((t) => matchesSearch(searchText, t.name, t.canonical)),
    ),
    api.post('/v1/contactTags', async ({ request }) => {
      const body = await parseBody(request, contactTagRequestSchema)
      if (!body.ok) return body.response
      const canonical = body.data.canonical ?? canonicalTag(body.data.name)
      if (db.data.contactTags.some((t) => t.canonical === canonical)) {
        return errorResponse(409, `A tag with canonical name "${canonical}" already exists`)
      }
      const now = db.now()
      return tags.add({ id: db.nextId('tag'), name: body.data.name, canonical, createdAt: now, updatedAt: now })
    }),
    api.get('/v1/contactTags/:contactTagId', ({ params }) => tags.show(String(params.contactTagId))),
    api.delete('/v1/contactTags/:contactTagId', ({ params }) => tags.remove(String(params.contactTagId))),
  ]
}
