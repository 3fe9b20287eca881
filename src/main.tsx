import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ensureDemoApi, removeDemoWorker } from './app/demo-api'
import { preloadRouteChunks } from './app/preload-route-chunks'
import { sessionStore } from './app/session-store'
import { createApp } from './create-app'
import { focusHeadingOnArrival } from './features/connection/focus-on-arrival'
import { renderInLocale } from './i18n/i18n'
import './index.css'

const { App, router } = createApp()
const mode = sessionStore.get().session?.mode
// Without a session every URL leads to the connect screen.
preloadRouteChunks(router, mode ? router.latestLocation : router.buildLocation({ to: '/connect' }))
// The connect page may have just opened the app.
focusHeadingOnArrival()
if (mode === 'demo') {
  // Not awaited: the screen renders while the demo API starts, and API requests wait for it (see app/api.ts).
  ensureDemoApi().catch((error: unknown) => {
    sessionStore.expire(
      `The demo could not start in this browser: ${error instanceof Error ? error.message : String(error)}`,
    )
    void router.navigate({ to: '/connect' })
  })
} else {
  removeDemoWorker()
}

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
renderInLocale(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
