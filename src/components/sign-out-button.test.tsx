import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { draftKey } from '@/app/drafts'
import { sessionStore } from '@/app/session-store'
import { SignOutButton } from './sign-out-button'

function setup() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['account'], { name: 'Northwind' })
  const onSignedOut = vi.fn()
  render(
    <QueryClientProvider client={queryClient}>
      <SignOutButton onSignedOut={onSignedOut} />
    </QueryClientProvider>,
  )
  return { queryClient, onSignedOut, user: userEvent.setup() }
}

beforeEach(() => sessionStore.connect({ mode: 'demo', baseUrl: '', apiKey: 'demo-key', remember: false }))

describe('SignOutButton', () => {
  it('signs out at once when nothing unsent would be lost: key and cached data are gone', async () => {
    const { queryClient, onSignedOut, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(sessionStore.get().session).toBeNull()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(onSignedOut).toHaveBeenCalledOnce()
  })

  it('asks first when drafts exist, says they will be deleted, and deletes every one of them', async () => {
    window.localStorage.setItem(draftKey('template', 'ws_1'), '{"form":{}}')
    const { queryClient, onSignedOut, user } = setup()
    const button = screen.getByRole('button', { name: 'Sign out' })
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' })
    expect(dialog).toHaveAccessibleDescription('1 unsent template draft will be deleted from this browser.')

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(sessionStore.get().session).not.toBeNull()
    expect(window.localStorage.getItem(draftKey('template', 'ws_1'))).not.toBeNull()
    expect(onSignedOut).not.toHaveBeenCalled()

    window.localStorage.setItem(draftKey('template', 'ws_2'), '{"form":{}}')
    await user.click(button)
    const again = await screen.findByRole('dialog', { name: 'Sign out?' })
    expect(again).toHaveAccessibleDescription('2 unsent template drafts will be deleted from this browser.')
    await user.click(within(again).getByRole('button', { name: 'Sign out' }))
    expect(window.localStorage.getItem(draftKey('template', 'ws_1'))).toBeNull()
    expect(window.localStorage.getItem(draftKey('template', 'ws_2'))).toBeNull()
    expect(sessionStore.get().session).toBeNull()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(onSignedOut).toHaveBeenCalledOnce()
  })
})
