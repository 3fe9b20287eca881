import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/api-error'
import { DeletedError } from '@/resources/deleted-items'
import { detailErrorRoute } from './detail-error-route'

function renderDetail(error: Error, notFoundMessage?: (params: Partial<Record<string, string>>) => string) {
  const root = createRootRoute()
  const list = createRoute({ getParentRoute: () => root, path: '/w/$workspaceId/segments' })
  const detail = createRoute({
    getParentRoute: () => root,
    path: '/w/$workspaceId/segments/$segmentId',
    loader: () => {
      throw error
    },
    errorComponent: detailErrorRoute(
      'segment',
      { to: '/w/$workspaceId/segments', label: 'Back to segments' },
      notFoundMessage,
    ),
  })
  const history = createMemoryHistory({ initialEntries: ['/w/ws_9/segments/sg_1'] })
  render(<RouterProvider router={createRouter({ routeTree: root.addChildren([list, detail]), history })} />)
}

const notFound = new ApiError({
  kind: 'http',
  status: 404,
  message: 'Segment sg_1 not found',
  operation: 'GET /v1/segments/{id}',
})

describe('detailErrorRoute', () => {
  // The router reports each loader's error on the console: expected here.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it("says the item is not found, in the server's words, with a link back to the list of its workspace", async () => {
    renderDetail(notFound)
    expect(await screen.findByRole('heading', { level: 1, name: 'Segment not found' })).toBeInTheDocument()
    expect(screen.getByText('Segment sg_1 not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to segments' })).toHaveAttribute('href', '/w/ws_9/segments')
  })

  it("says it in the route's own words when it has them, given the detail's params", async () => {
    renderDetail(notFound, ({ segmentId, workspaceId }) => `No ${segmentId} in ${workspaceId}.`)
    expect(await screen.findByText('No sg_1 in ws_9.')).toBeInTheDocument()
  })

  it('says an item deleted in this session was deleted', async () => {
    renderDetail(new DeletedError())
    expect(await screen.findByRole('heading', { level: 1, name: 'This segment was deleted' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to segments' })).toHaveAttribute('href', '/w/ws_9/segments')
  })
})
