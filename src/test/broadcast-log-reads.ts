import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, beforeEach, vi } from 'vitest'
import { downloadText } from '@/lib/download'
import { connectAs } from './connect-as'
import type { withDemoServer } from './demo-harness'
import { renderApp } from './render-app'

type DemoServer = ReturnType<typeof withDemoServer>

/** The seeded broadcast whose 5,200 logs the log tests read through the app. */
export const LOGS_WORKSPACE_ID = 'ws_1'
export const LOGS_BROADCAST_ID = 'bc_1'
export const LOGS_PATH = `/v1/broadcasts/${LOGS_BROADCAST_ID}/logs`

/**
 * What the tests that read bc_1's logs through the app share. Before each test: signed in, the CSV download's mock
 * cleared (each file mocks `@/lib/download` itself: `vi.mock` is hoisted in its own file) and the log requests
 * recorded from then on. Call once per file, after `withDemoServer`.
 */
export function withLogReads({ db, server }: DemoServer) {
  const requests: URL[] = []
  let release = () => {}

  beforeEach(() => {
    connectAs()
    requests.length = 0
    vi.mocked(downloadText).mockClear()
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname === LOGS_PATH) requests.push(url)
    })
  })
  // A held request must not outlive its test.
  afterEach(() => release())

  return {
    /** The log requests of this test so far, in order; empty it to count from a later point. */
    requests,

    /** bc_1 and its seeded logs. */
    async seeded() {
      const broadcast = db.data.broadcasts.find((b) => b.id === LOGS_BROADCAST_ID)
      if (!broadcast) throw new Error(`the seed has no ${LOGS_BROADCAST_ID}`)
      return { broadcast, logs: await db.logsFor(broadcast) }
    },

    /** Holds the answer to the full read's second page until `release` (or the test's end); `asked` settles on its request. */
    holdPageTwo() {
      let reached = () => {}
      const asked = new Promise<void>((resolve) => (reached = resolve))
      const held = new Promise<void>((resolve) => (release = resolve))
      server.use(
        http.get(`*${LOGS_PATH}`, async ({ request }) => {
          const url = new URL(request.url)
          if (url.searchParams.get('limit') === '1000' && url.searchParams.get('page') === '2') {
            reached()
            await held
          }
          return undefined
        }),
      )
      return { asked, release: () => release() }
    },
  }
}

/** Opens bc_1's page and finds its section with this heading (the first visit compiles the lazily loaded route). */
export async function openLogSection(heading: 'Logs' | 'Report', search = '') {
  const view = renderApp(`/w/${LOGS_WORKSPACE_ID}/broadcasts/${LOGS_BROADCAST_ID}${search}`)
  const found = await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 5000 })
  const section = found.closest('section')
  if (!section) throw new Error(`"${heading}" is not in a section`)
  return { ...view, section, user: userEvent.setup({ delay: null }) }
}
