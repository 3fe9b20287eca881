import { configure, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

// Each list route's loader reads the page its screen shows, so the screen asks the API nothing more. The "-" keeps
// this file out of the route tree.
const { server } = withDemoServer()
configure({ asyncUtilTimeout: 5000 })
beforeEach(() => connectAs())

const lists = [
  { path: '/w/ws_1/staff', table: 'Staff', endpoint: '/v1/staffs' },
  { path: '/w/ws_1/segments', table: 'Segments', endpoint: '/v1/segments' },
  { path: '/w/ws_1/broadcasts', table: 'Broadcasts', endpoint: '/v1/broadcasts' },
  { path: '/tags', table: 'Contact tags', endpoint: '/v1/contactTags' },
  { path: '/webhooks', table: 'Webhooks', endpoint: '/v1/webhooks' },
]

describe('list route loaders', { timeout: 30_000 }, () => {
  it.each(lists)('$path reads its page of $endpoint once', async ({ path, table, endpoint }) => {
    const reads: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (request.method === 'GET' && url.pathname === endpoint) reads.push(url.search)
    })
    renderApp(`${path}?page=1&limit=5`)
    const rows = await screen.findByRole('table', { name: table })
    await waitFor(() => expect(within(rows).getAllByRole('row').length).toBeGreaterThan(1))
    expect(reads).toHaveLength(1)
  })
})
