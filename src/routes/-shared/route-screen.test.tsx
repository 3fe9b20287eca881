import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { type UrlSearchProps } from '@/lib/url-search'
import { ParamsScreen, SearchScreen } from './route-screen'
import { type SearchNavigation } from './use-search-navigation'

interface ThingsProps extends UrlSearchProps<{ q?: string }> {
  workspaceId: string
}

function Things({ workspaceId, search, onSearchChange }: ThingsProps) {
  return (
    <>
      <p>
        {workspaceId}: {search.q ?? 'everything'}
      </p>
      <button onClick={() => onSearchChange({ q: 'pushed' })}>Push</button>
      <button onClick={() => onSearchChange({ q: 'replaced' }, { replace: true })}>Replace</button>
    </>
  )
}

function renderRoutes(path: string, navigate?: SearchNavigation) {
  const root = createRootRoute()
  const list = createRoute({
    getParentRoute: () => root,
    path: '/w/$workspaceId/things',
    validateSearch: z.object({ q: z.optional(z.string()) }),
    component: () => <SearchScreen route={list} screen={Things} navigate={navigate} />,
  })
  const detail = createRoute({
    getParentRoute: () => root,
    path: '/w/$workspaceId/things/$thingId',
    component: () => (
      <ParamsScreen route={detail} screen={({ workspaceId, thingId }) => <p>{`${thingId} of ${workspaceId}`}</p>} />
    ),
  })
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createRouter({ routeTree: root.addChildren([list, detail]), history })
  render(<RouterProvider router={router} />)
  return { history, router, user: userEvent.setup({ delay: null }) }
}

describe('SearchScreen', () => {
  it("gives the screen the route's params and search, and puts a new search in the URL as a new entry", async () => {
    const { history, router, user } = renderRoutes('/w/ws_9/things?q=first')
    expect(await screen.findByText('ws_9: first')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Push' }))
    expect(await screen.findByText('ws_9: pushed')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ q: 'pushed' })
    expect(history.length).toBe(2)
  })

  it('replaces the entry when the screen asks, so Back skips that search', async () => {
    const { history, user } = renderRoutes('/w/ws_9/things?q=first')
    await user.click(await screen.findByRole('button', { name: 'Push' }))
    await user.click(screen.getByRole('button', { name: 'Replace' }))
    expect(await screen.findByText('ws_9: replaced')).toBeInTheDocument()
    expect(history.length).toBe(2)

    history.back()
    expect(await screen.findByText('ws_9: first')).toBeInTheDocument()
  })

  it("adds the route's own navigate options to every change", async () => {
    const { history, user } = renderRoutes('/w/ws_9/things', { replace: true })
    expect(await screen.findByText('ws_9: everything')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Push' }))
    expect(await screen.findByText('ws_9: pushed')).toBeInTheDocument()
    expect(history.length).toBe(1)
  })
})

describe('ParamsScreen', () => {
  it("gives the screen the route's params, its parents' included", async () => {
    renderRoutes('/w/ws_9/things/th_1')
    expect(await screen.findByText('th_1 of ws_9')).toBeInTheDocument()
  })
})
