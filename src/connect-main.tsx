import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { removeDemoWorker } from '@/app/demo-api'
import { sessionStore } from '@/app/session-store'
import { ConnectPage, redirectTarget } from '@/features/connection/connect-page'
import { renderInLocale } from '@/i18n/i18n'
import '@/index.css'

// The connect page's entry (connect.html, which the servers send for /connect): no router, no query cache, so the
// first screen of every new visitor loads less. Already connected: straight on to the app, as its /connect route does.
const goTo = (href: string) => window.location.replace(href)

if (sessionStore.get().session) {
  goTo(redirectTarget(window.location.search))
} else {
  removeDemoWorker()
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root element')
  // At once, while the script runs: the prerendered copy (inert, takes no input) is gone before the page's load event.
  renderInLocale(() =>
    flushSync(() =>
      createRoot(root).render(
        <StrictMode>
          <ConnectPage search={window.location.search} goTo={goTo} />
        </StrictMode>,
      ),
    ),
  )
}
