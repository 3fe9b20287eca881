import { setupServer } from 'msw/node'
import { createDemoDb, type DemoDbOptions } from './db'
import type { HandlerOptions } from './handler-utils'
import { createHandlers } from './handlers/all-handlers'

/** The demo API for Vitest: a fresh seeded store per call, served by MSW in Node. */
export function createDemoServer(options: DemoDbOptions = {}, handlerOptions: HandlerOptions = {}) {
  const db = createDemoDb(options)
  const server = setupServer(...createHandlers(db, handlerOptions))
  return { db, server }
}
