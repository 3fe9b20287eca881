import { setupWorker } from 'msw/browser'
import { createDemoDb } from './db'
import { createStorageFaults } from './faults'
import { createHandlers } from './handlers/all-handlers'
import { loadDemoData, saveDemoData } from './persistence'

export interface DemoApi {
  reset(): void
}

/** Starts the whole API inside this browser tab, over a store persisted in localStorage, served by the worker at `workerUrl`. */
export async function startDemoApi(workerUrl: string): Promise<DemoApi> {
  const db = createDemoDb({
    initial: loadDemoData(window.localStorage),
    onChange: (data) => saveDemoData(window.localStorage, data),
  })
  const worker = setupWorker(...createHandlers(db, { latency: 120, faults: createStorageFaults(window.localStorage) }))
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: workerUrl } })
  return { reset: () => db.reset() }
}
