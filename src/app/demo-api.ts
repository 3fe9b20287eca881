import type { DemoApi } from '@/mocks/browser'

let started: Promise<DemoApi> | undefined

/** Loads and starts the in-browser API once; its code and seed data are a separate chunk, fetched only in demo mode. */
export function ensureDemoApi(): Promise<DemoApi> {
  started ??= import('@/mocks/browser').then(({ startDemoApi }) => startDemoApi())
  started.catch(() => {
    started = undefined
  })
  return started
}
