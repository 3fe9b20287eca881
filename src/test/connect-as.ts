import { sessionStore } from '@/app/session-store'
import { DEMO_API_KEY } from '@/lib/demo-keys'
import { BASE } from './demo-harness'

/** Signs in as a live-mode session against the test demo server, as the connect screen would. */
export function connectAs(apiKey: string = DEMO_API_KEY): void {
  sessionStore.connect({ mode: 'live', baseUrl: BASE, apiKey, remember: false })
}
