import type { DemoDb } from '../db'
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
  return [
    ...templateHandlers(db, options),
    ...messageHandlers(db, options),
    ...broadcastHandlers(db, options),
    ...segmentHandlers(db, options),
    ...contactTagHandlers(db, options),
    ...directoryHandlers(db, options),
    ...webhookHandlers(db, options),
  ]
}
