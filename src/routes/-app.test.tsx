import { act, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/app/session-store'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

// The signed-in layout (_app.tsx). The "-" keeps this file out of the route tree.
withDemoServer()

beforeEach(() => connectAs())

describe('the signed-in layout when the session ends', () => {
  it('unmounts every screen at once, so nothing reads the API without a key and no error is raised', async () => {
    const errors = vi.spyOn(console, 'error')
    const { queryClient } = renderApp('/w/ws_1')
    expect(await screen.findByRole('heading', { name: 'In this workspace' }, { timeout: 5000 })).toBeInTheDocument()

    // What Sign out does before it reloads the page.
    act(() => {
      queryClient.clear()
      sessionStore.signOut()
    })

    expect(screen.getByRole('status')).toHaveTextContent('Leaving…')
    expect(screen.queryByRole('heading', { name: 'In this workspace' })).not.toBeInTheDocument()
    // No screen is left to ask for data: the cleared cache stays empty.
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(errors).not.toHaveBeenCalled()
  })
})
