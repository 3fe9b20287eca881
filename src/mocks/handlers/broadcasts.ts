import { HttpResponse } from 'msw'
import type { Broadcast } from '@/api/broadcasts'
import { type AuthedRoutes } from '../authed-routes'
import {
  broadcastBodySchema,
  demoOwnFields,
  hasCampaignFields,
  requestFields,
  storedFields,
  type BroadcastBody,
} from '../broadcast-request'
import { hasStarted, isCampaign } from '../campaign-start'
import type { DemoDb } from '../db'
import type { StoredBroadcast } from '../demo-data'
import { errorResponse, matchesSearch, newestFirst, notFound, parseBody, unknownWorkspace } from '../handler-utils'
import { storedItems } from '../stored-items'

const badDate = (value: string | null) => value !== null && value !== '' && Number.isNaN(Date.parse(value))
const onOrAfter = (stamp: string, bound: string | null) => !bound || Date.parse(stamp) >= Date.parse(bound)
const onOrBefore = (stamp: string, bound: string | null) => !bound || Date.parse(stamp) <= Date.parse(bound)

export function broadcastHandlers(api: AuthedRoutes, db: DemoDb) {
  const broadcasts = storedItems(db, () => db.data.broadcasts, 'Broadcast')

  /** As the API shows it: a campaign also carries its status, times and figures, derived from its logs now. */
  async function shown(broadcast: StoredBroadcast): Promise<Broadcast> {
    if (!isCampaign(broadcast)) return storedFields(broadcast)
    // Loaded with the first campaign read, not with the demo.
    const { campaignFacts } = await import('../campaign-logs')
    return { ...storedFields(broadcast), ...(await campaignFacts(db, broadcast, Date.parse(db.now()))) }
  }

  /** The request's refusal (400 or 409), when it says what to send, to whom or when, or the broadcast did. */
  async function refusal(fields: BroadcastBody, existing?: StoredBroadcast): Promise<Response | undefined> {
    const refused = unknownWorkspace(db, fields.workspace.id)
    if (refused || !(hasCampaignFields(fields) || (existing && hasCampaignFields(existing)))) return refused
    // Loaded with the first campaign request, not with the demo.
    const { broadcastRefusal } = await import('../broadcast-checks')
    const found = broadcastRefusal(db, fields, existing)
    return found && errorResponse(found.status, found.message)
  }

  return [
    api.list('/v1/broadcasts', ({ url, workspaceId, searchText }) => {
      const startDate = url.searchParams.get('startDate')
      const endDate = url.searchParams.get('endDate')
      if (badDate(startDate)) return errorResponse(400, 'startDate must be a date')
      if (badDate(endDate)) return errorResponse(400, 'endDate must be a date')
      const items = newestFirst(db.data.broadcasts).filter(
        (b) =>
          (!workspaceId || b.workspace.id === workspaceId) &&
          onOrAfter(b.createdAt, startDate) &&
          onOrBefore(b.createdAt, endDate) &&
          matchesSearch(searchText, b.name),
      )
      return Promise.all(items.map(shown))
    }),
    api.post('/v1/broadcasts', async ({ request }) => {
      const body = await parseBody(request, broadcastBodySchema)
      if (!body.ok) return body.response
      const fields = requestFields(body.data)
      const refused = await refusal(fields)
      if (refused) return refused
      const created: StoredBroadcast = { ...fields, id: db.nextId('bc'), createdAt: db.now(), seedLogCount: 0 }
      db.data.broadcasts.push(created)
      db.commit()
      return HttpResponse.json(await shown(created))
    }),
    api.get('/v1/broadcasts/:broadcastId', async ({ params }) => {
      const found = broadcasts.find(String(params.broadcastId))
      return found ? HttpResponse.json(await shown(found)) : notFound('Broadcast', String(params.broadcastId))
    }),
    api.put('/v1/broadcasts/:broadcastId', async ({ request, params }) => {
      const found = broadcasts.find(String(params.broadcastId))
      if (!found) return notFound('Broadcast', String(params.broadcastId))
      const body = await parseBody(request, broadcastBodySchema)
      if (!body.ok) return body.response
      const fields = requestFields(body.data)
      const refused = await refusal(fields, found)
      if (refused) return refused
      // The body is the whole broadcast: a field it leaves out is gone (the edit dialogs send back all they read).
      const now = db.now()
      const started = hasStarted(found, Date.parse(now), db.sendingStartedAt)
      const own = demoOwnFields(found)
      const updated: StoredBroadcast = { ...own, ...fields, id: found.id }
      if (!started) {
        delete updated.frozenAudience
        delete updated.launchedAt
        if (isCampaign(updated) && !updated.scheduleDateTime) updated.launchedAt = now
      }
      for (const key of Object.keys(found)) Reflect.deleteProperty(found, key)
      Object.assign(found, updated)
      db.forgetLogs(found.id)
      db.commit()
      return HttpResponse.json(await shown(found))
    }),
    api.delete('/v1/broadcasts/:broadcastId', async ({ params }) => {
      const id = String(params.broadcastId)
      if (db.data.broadcasts.some((b) => b.retargetBroadcast?.id === id)) {
        const { freezeAudiences } = await import('../freeze-audiences')
        await freezeAudiences(db, { broadcastId: id })
      }
      return broadcasts.remove(id)
    }),
    api.list('/v1/broadcasts/:broadcastId/logs', (_query, params) => {
      const found = broadcasts.find(String(params.broadcastId))
      if (!found) return notFound('Broadcast', String(params.broadcastId))
      return db.logsFor(found)
    }),
  ]
}
