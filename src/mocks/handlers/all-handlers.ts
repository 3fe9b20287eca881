import type { DemoDb } from '../db'
import { authedRoutes } from '../authed-routes'
import type { HandlerOptions } from '../handler-utils'
import { broadcastHandlers } from './broadcasts'
import { contactTagHandlers } from './contact-tags'
import { directoryHandlers } from './directory'
import { messageHandlers } from './messages'
import { segmentHandlers } from './segments'
import { templateHandlers } from './templates'
import { webhookHandlers } from './webhooks'

/** The whole API, all 35 operations, over one store: used by the browser demo, Vitest and `npm run mock-api`. */
export function createHandlers(db: DemoDb, options: HandlerOptions = {}) {
  const api = authedRoutes(db, options)
  return [
    ...templateHandlers(api, db),
    ...messageHandlers(api, db),
    ...broadcastHandlers(api, db),
    ...segmentHandlers(api, db),
    ...contactTagHandlers(api, db),
    ...directoryHandlers(api, db),
    ...webhookHandlers(api, db),
  ]
}
