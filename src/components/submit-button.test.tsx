import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SubmitButton } from './submit-button'

function renderButton(pending: boolean) {
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault())
  render(
    <form onSubmit={onSubmit}>
      <input aria-label="Name" />
      <SubmitButton pending={pending} pendingLabel="Saving…" icon={<svg aria-hidden />}>
        Save
      </SubmitButton>
    </form>,
  )
  return { onSubmit, user: userEvent.setup() }
}

describe('SubmitButton', () => {
  it('submits its form', async () => {
    const { onSubmit, user } = renderButton(false)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveAttribute('type', 'submit')
    expect(button).not.toHaveAttribute('aria-disabled')
    await user.click(button)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('while pending says so, stays focusable and enabled, and ignores presses and Enter in a field', async () => {
    const { onSubmit, user } = renderButton(true)
    const button = screen.getByRole('button', { name: 'Saving…' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toBeEnabled()
    await user.click(button)
    expect(button).toHaveFocus()
    await user.type(screen.getByLabelText('Name'), '{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
