import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { preloadRouteChunks } from './preload-route-chunks'

/** A route component whose code is fetched on demand, as autoCodeSplitting makes them. */
function lazyComponent() {
  return Object.assign(() => null, { preload: vi.fn(() => Promise.resolve()) })
}

function routerAt(path: string) {
  const rootRoute = createRootRoute()
  const templates = lazyComponent()
  const webhooks = lazyComponent()
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/templates', component: templates }),
      createRoute({ getParentRoute: () => rootRoute, path: '/webhooks', component: webhooks }),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  return { router, templates, webhooks }
}

describe('preloadRouteChunks', () => {
  it('fetches the code of the routes the current URL matches, and only those', () => {
    const { router, templates, webhooks } = routerAt('/templates')
    preloadRouteChunks(router, router.latestLocation)
    expect(templates.preload).toHaveBeenCalledTimes(1)
    expect(webhooks.preload).not.toHaveBeenCalled()
  })

  it('fetches the code of another location when asked (where a visitor without a session is sent)', () => {
    const { router, templates, webhooks } = routerAt('/templates')
    preloadRouteChunks(router, router.buildLocation({ to: '/webhooks' }))
    expect(webhooks.preload).toHaveBeenCalledTimes(1)
    expect(templates.preload).not.toHaveBeenCalled()
  })

  it('swallows a chunk that fails to load, so booting goes on', async () => {
    const { router, templates } = routerAt('/templates')
    templates.preload.mockImplementationOnce(() => Promise.reject(new Error('offline')))
    expect(() => preloadRouteChunks(router, router.latestLocation)).not.toThrow()
    await expect(templates.preload.mock.results[0]?.value).rejects.toThrow('offline')
  })
})
