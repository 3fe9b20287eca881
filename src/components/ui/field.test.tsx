import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'
import { Field } from './field'
import { Input } from './input'

/** A field that shows its error once it has been left, as the template builder's do, above a control that adds something. */
function Harness({ onAdd }: { onAdd(): void }) {
  const [left, setLeft] = useState(false)
  return (
    <>
      <Field label="Name" hint="Lowercase letters" error={left ? 'Enter a name' : undefined}>
        <Input onBlur={() => setLeft(true)} />
      </Field>
      <Button onClick={onAdd}>Add button</Button>
    </>
  )
}

describe('Field', () => {
  it('ties the control to its label, hint and error', () => {
    render(
      <Field label="Name" hint="Lowercase letters" error="Enter a name">
        <Input />
      </Field>,
    )
    const name = screen.getByLabelText('Name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Lowercase letters Enter a name')
    expect(screen.getByText('Enter a name')).toHaveAttribute('data-field-error')
  })

  it('holds back an error that the blur of a press shows until the press is over, so the pressed control does not move', async () => {
    const onAdd = vi.fn()
    render(<Harness onAdd={onAdd} />)
    const user = userEvent.setup()
    const name = screen.getByLabelText('Name')
    await user.click(name)
    const add = screen.getByRole('button', { name: 'Add button' })

    await user.pointer({ keys: '[MouseLeft>]', target: add })
    expect(name).not.toHaveFocus()
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument()
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(name).toHaveAccessibleDescription('Lowercase letters')

    await user.pointer({ keys: '[/MouseLeft]', target: add })
    expect(onAdd).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Enter a name')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Lowercase letters Enter a name')
  })

  it('shows the error at once when the field is left by keyboard', async () => {
    render(<Harness onAdd={() => {}} />)
    const user = userEvent.setup()
    await user.click(screen.getByLabelText('Name'))
    await user.tab()
    expect(screen.getByRole('button', { name: 'Add button' })).toHaveFocus()
    expect(screen.getByText('Enter a name')).toBeInTheDocument()
  })

  it('shows a held error once the pointer moves with no button down, should the release never reach the page', () => {
    render(<Harness onAdd={() => {}} />)
    const name = screen.getByLabelText('Name')
    act(() => name.focus())
    fireEvent.pointerDown(window)
    act(() => name.blur())
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument()
    fireEvent.pointerMove(window, { buttons: 1 })
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument()
    fireEvent.pointerMove(window, { buttons: 0 })
    expect(screen.getByText('Enter a name')).toBeInTheDocument()
  })
})
