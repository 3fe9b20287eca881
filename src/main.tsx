import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { toast } from 'sonner'
import { ensureDemoApi } from './app/demo-api'
import { createAppQueryClient } from './app/query-client'
import { sessionStore } from './app/session-store'
import { createAppRouter } from './router'
import './index.css'

const queryClient = createAppQueryClient({
  onUnauthorized(message) {
    if (!sessionStore.get().session) return
    sessionStore.expire(`The API refused the key (${message}). Connect again to continue where you were.`)
    void router.navigate({ to: '/connect', search: { redirect: router.state.location.href } })
  },
  onMutationError: (message) => toast.error(message),
})
const router = createAppRouter(queryClient)

async function bootstrap() {
  if (sessionStore.get().session?.mode === 'demo') {
    await ensureDemoApi().catch((error: unknown) => {
      sessionStore.expire(`The demo could not start in this browser: ${error instanceof Error ? error.message : String(error)}`)
    })
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root element')
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

void bootstrap()
