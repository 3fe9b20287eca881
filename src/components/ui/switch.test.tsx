import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Switch } from './switch'

function Harness({ disabled, onChange }: { disabled?: boolean; onChange?(checked: boolean): void }) {
  const [checked, setChecked] = useState(false)
  return (
    <Switch
      label="Active"
      hint="Inactive webhooks receive nothing."
      checked={checked}
      disabled={disabled}
      onCheckedChange={(next) => {
        setChecked(next)
        onChange?.(next)
      }}
    />
  )
}

describe('Switch', () => {
  it('is a switch named by its label and described by its hint', () => {
    render(<Harness />)
    const toggle = screen.getByRole('switch', { name: 'Active' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(toggle).toHaveAccessibleDescription('Inactive webhooks receive nothing.')
  })

  it('toggles with Space and Enter', async () => {
    render(<Harness />)
    const user = userEvent.setup()
    await user.tab()
    const toggle = screen.getByRole('switch', { name: 'Active' })
    expect(toggle).toHaveFocus()
    await user.keyboard(' ')
    expect(toggle).toBeChecked()
    await user.keyboard('{Enter}')
    expect(toggle).not.toBeChecked()
  })

  it('toggles from a click on the switch or its label', async () => {
    render(<Harness />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('switch', { name: 'Active' }))
    expect(screen.getByRole('switch')).toBeChecked()
    await user.click(screen.getByText('Active'))
    expect(screen.getByRole('switch')).not.toBeChecked()
  })

  it('does nothing when disabled', async () => {
    const onChange = vi.fn()
    render(<Harness disabled onChange={onChange} />)
    const user = userEvent.setup()
    const toggle = screen.getByRole('switch', { name: 'Active' })
    expect(toggle).toBeDisabled()
    await user.click(toggle)
    await user.tab()
    await user.keyboard(' ')
    expect(onChange).not.toHaveBeenCalled()
    expect(toggle).not.toBeChecked()
  })
})
