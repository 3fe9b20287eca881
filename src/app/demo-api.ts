import type { DemoApi } from '@/mocks/browser'

/** msw's worker, wrapped so that it survives reloads: see public/demo-worker.js. */
const DEMO_WORKER_URL = '/demo-worker.js'

let started: Promise<DemoApi> | undefined
let removed: Promise<void> = Promise.resolve()

/** Loads and starts the in-browser API once; its code and seed data are a separate chunk, fetched only in demo mode. */
export function ensureDemoApi(): Promise<DemoApi> {
  // After a removal has finished, so the demo never starts on a registration that is going away.
  started ??= removed.then(() => import('@/mocks/browser')).then(({ startDemoApi }) => startDemoApi(DEMO_WORKER_URL))
  started.catch(() => {
    started = undefined
  })
  return started
}

/**
 * Settles once the demo API can answer: at once outside the demo, else when the started demo is up (or failed to
 * start, which main.tsx reports). Every API request waits for it, so the app renders while the demo boots.
 */
export function demoApiSettled(): Promise<void> {
  return (started ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  )
}

/**
 * Outside the demo: unregisters the demo's worker if an earlier demo session left it. Best effort: a worker
 * left behind only passes requests through, since no page outside the demo activates it.
 */
export function removeDemoWorker(): void {
  removed = unregisterDemoWorker().catch(() => undefined)
}

async function unregisterDemoWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const demoWorker = new URL(DEMO_WORKER_URL, window.location.href).href
  const registrations = await navigator.serviceWorker.getRegistrations()
  const leftovers = registrations.filter((registration) =>
    [registration.active, registration.waiting, registration.installing].some(
      (worker) => worker?.scriptURL === demoWorker,
    ),
  )
  await Promise.all(leftovers.map((registration) => registration.unregister()))
}
