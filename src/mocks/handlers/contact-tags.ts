import { http, HttpResponse } from 'msw'
import { contactTagRequestSchema, type ContactTag } from '@/api/contact-tags'
import { canonicalTag } from '@/features/contact-tags/canonical-tag'
import type { DemoDb } from '../db'
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

export function contactTagHandlers(db: DemoDb, options: HandlerOptions) {
  const find = (id: string) => db.data.contactTags.find((t) => t.id === id)
  return [
    http.get(
      route('/v1/contactTags'),
      authed(db, options, ({ request }) => {
        const url = new URL(request.url)
        const searchText = url.searchParams.get('searchText')
        return listResponse(
          url,
          newestFirst(db.data.contactTags).filter((t) => matchesSearch(searchText, t.name, t.canonical)),
        )
      }),
    ),
    http.post(
      route('/v1/contactTags'),
      authed(db, options, async ({ request }) => {
        const body = await parseBody(request, contactTagRequestSchema)
        if (!body.ok) return body.response
        const canonical = body.data.canonical ?? canonicalTag(body.data.name)
        if (db.data.contactTags.some((t) => t.canonical === canonical)) {
          return errorResponse(409, `A tag with canonical name "${canonical}" already exists`)
        }
        const now = db.now()
        const created: ContactTag = {
          id: db.nextId('tag'),
          name: body.data.name,
          canonical,
          createdAt: now,
          updatedAt: now,
        }
        db.data.contactTags.push(created)
        db.commit()
        return HttpResponse.json(created)
      }),
    ),
    http.get(
      route('/v1/contactTags/:contactTagId'),
      authed(db, options, ({ params }) => {
        const found = find(String(params.contactTagId))
        return found ? HttpResponse.json(found) : notFound('Contact tag', String(params.contactTagId))
      }),
    ),
    http.delete(
      route('/v1/contactTags/:contactTagId'),
      authed(db, options, ({ params }) => {
        const found = find(String(params.contactTagId))
        if (!found) return notFound('Contact tag', String(params.contactTagId))
        db.data.contactTags.splice(db.data.contactTags.indexOf(found), 1)
        db.commit()
        return HttpResponse.json({ success: true })
      }),
    ),
  ]
}
