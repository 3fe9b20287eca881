import { QueryClientProvider } from '@tanstack/react-query'
import { createBrowserHistory, RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { notifyError } from './app/notify'
import { createAppQueryClient } from './app/query-client'
import { sessionStore } from './app/session-store'
import { createAppRouter } from './router'

/** The whole app, wired: the global error policy knows the router, the router knows the query client. */
export function createApp(history: RouterHistory = createBrowserHistory()) {
  const queryClient = createAppQueryClient({
    onUnauthorized(message) {
      if (!sessionStore.get().session) return
      sessionStore.expire(`The API refused the key (${message}). Connect again to continue where you were.`)
      void router.navigate({ to: '/connect', search: { redirect: router.state.location.href } })
    },
    onMutationError: notifyError,
  })
  const router = createAppRouter(queryClient, history)

  function App() {
    return (
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    )
  }
  return { queryClient, router, App }
}
