import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ensureDemoApi, removeDemoWorker } from './app/demo-api'
import { sessionStore } from './app/session-store'
import { createApp } from './create-app'
import './index.css'

async function bootstrap() {
  if (sessionStore.get().session?.mode === 'demo') {
    await ensureDemoApi().catch((error: unknown) => {
      sessionStore.expire(`The demo could not start in this browser: ${error instanceof Error ? error.message : String(error)}`)
    })
  } else {
    removeDemoWorker()
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root element')
  const { App } = createApp()
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void bootstrap()
