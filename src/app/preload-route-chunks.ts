import type { AnyRoute, AnyRouter, ParsedLocation } from '@tanstack/react-router'

/**
 * Starts fetching the code of the screens `location` shows, so it downloads while the app boots (the demo
 * API starting, say) instead of after it. Best effort: a chunk that fails here is fetched again when rendered.
 */
export function preloadRouteChunks(router: AnyRouter, location: ParsedLocation): void {
  const routesById = router.routesById as Record<string, AnyRoute | undefined>
  for (const match of router.matchRoutes(location)) {
    const route = routesById[match.routeId]
    if (route) router.loadRouteChunk(route)?.catch(() => undefined)
  }
}
