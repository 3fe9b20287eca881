import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

/**
 * Starts fetching the code of the screens the current URL shows, so it downloads while the app boots (the demo
 * API starting, say) instead of after it. Best effort: a chunk that fails here is fetched again when rendered.
 */
export function preloadRouteChunks(router: AnyRouter): void {
  const routesById = router.routesById as Record<string, AnyRoute | undefined>
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = routesById[match.routeId]
    if (route) router.loadRouteChunk(route)?.catch(() => undefined)
  }
}
