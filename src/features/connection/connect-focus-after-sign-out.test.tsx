import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/app/session-store'
import { markSignedOut, takeSignedOut } from './arrival'
import { ConnectPage } from './connect-page'

beforeEach(() => {
  sessionStore.signOut()
  sessionStorage.clear()
})

const heading = () => screen.getByRole('heading', { level: 1, name: 'Connect to Inbox Console' })

function renderConnect() {
  render(
    <StrictMode>
      <ConnectPage search="" goTo={vi.fn()} />
    </StrictMode>,
  )
}

describe('the connect screen’s focus', () => {
  it('starts at the heading just after signing out, once', () => {
    markSignedOut()
    renderConnect()
    expect(heading()).toHaveFocus()
    expect(heading()).toHaveAttribute('tabindex', '-1')
    expect(takeSignedOut()).toBe(false)
  })

  it('is left alone on a first visit, so the first Tab reaches the form', async () => {
    renderConnect()
    expect(heading()).not.toHaveFocus()
    expect(document.body).toHaveFocus()
    await userEvent.setup().tab()
    expect(document.activeElement?.closest('form')).not.toBeNull()
  })
})
