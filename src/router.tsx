import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { NotFound } from './components/not-found'
import { PageSkeleton } from './components/page-skeleton'
import { RouteError } from './components/route-error'
import { routeTree } from './routeTree.gen'

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultPendingComponent: PageSkeleton,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFound />,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
