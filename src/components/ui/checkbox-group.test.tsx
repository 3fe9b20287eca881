import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Controller, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { CheckboxGroup, type CheckboxOptionGroup } from './checkbox-group'

const groups: CheckboxOptionGroup[] = [
  {
    label: 'Messages',
    options: [
      { value: 'message.sent', label: 'Sent' },
      { value: 'message.delivered', label: 'Delivered' },
      { value: 'message.read', label: 'Read' },
    ],
  },
  {
    label: 'Templates',
    options: [
      { value: 'template.approved', label: 'Approved' },
      { value: 'template.rejected', label: 'Rejected' },
    ],
  },
]

/** The group inside a react-hook-form, as a screen would use it; the submitted value is reported. */
function Harness({ initial, onSubmit }: { initial: string[]; onSubmit(values: { events: string[] }): void }) {
  const form = useForm<{ events: string[] }>({ defaultValues: { events: initial } })
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <CheckboxGroup {...field} legend="Events" hint="What the webhook receives." groups={groups} />
        )}
      />
      <button type="submit">Save</button>
    </form>
  )
}

function setup(initial: string[] = []) {
  const onSubmit = vi.fn()
  render(<Harness initial={initial} onSubmit={onSubmit} />)
  const user = userEvent.setup()
  const submitted = async () => {
    await user.click(screen.getByRole('button', { name: 'Save' }))
    return (onSubmit.mock.lastCall?.[0] as { events: string[] } | undefined)?.events
  }
  return { user, submitted }
}

const group = (name: string) => screen.getByRole('group', { name })

describe('CheckboxGroup', () => {
  it('is a fieldset named by its legend, with a named group and "Select all" box per group', () => {
    setup()
    const events = group('Events')
    expect(events).toHaveAccessibleDescription('What the webhook receives.')
    expect(within(group('Messages')).getByRole('checkbox', { name: 'Select all Messages' })).not.toBeChecked()
    expect(within(group('Templates')).getByRole('checkbox', { name: 'Select all Templates' })).not.toBeChecked()
    expect(within(events).getAllByRole('checkbox')).toHaveLength(7)
  })

  it('checks and unchecks a whole group with its "Select all", leaving the other groups alone', async () => {
    const { user, submitted } = setup(['template.rejected'])
    const selectAll = screen.getByRole('checkbox', { name: 'Select all Messages' })
    await user.click(selectAll)
    expect(selectAll).toBeChecked()
    for (const name of ['Sent', 'Delivered', 'Read']) expect(screen.getByRole('checkbox', { name })).toBeChecked()
    expect(await submitted()).toEqual(['message.sent', 'message.delivered', 'message.read', 'template.rejected'])

    await user.click(selectAll)
    for (const name of ['Sent', 'Delivered', 'Read']) expect(screen.getByRole('checkbox', { name })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Rejected' })).toBeChecked()
    expect(await submitted()).toEqual(['template.rejected'])
  })

  it('shows "Select all" indeterminate when some of its group are chosen, and checked when all are', async () => {
    const { user } = setup()
    const selectAll = screen.getByRole('checkbox', { name: 'Select all Templates' })
    await user.click(screen.getByRole('checkbox', { name: 'Approved' }))
    expect(selectAll).toBePartiallyChecked()
    expect(selectAll).not.toBeChecked()

    await user.click(screen.getByRole('checkbox', { name: 'Rejected' }))
    expect(selectAll).not.toBePartiallyChecked()
    expect(selectAll).toBeChecked()

    await user.click(screen.getByRole('checkbox', { name: 'Approved' }))
    expect(selectAll).toBePartiallyChecked()
    // From indeterminate, "Select all" chooses the rest of the group.
    await user.click(selectAll)
    expect(selectAll).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Approved' })).toBeChecked()
  })

  it('keeps the value a string[] in the order of the options, and keeps values no option offers', async () => {
    const { user, submitted } = setup(['legacy.event', 'message.read'])
    expect(screen.getByRole('checkbox', { name: 'Read' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select all Messages' })).toBePartiallyChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Sent' }))
    expect(await submitted()).toEqual(['message.sent', 'message.read', 'legacy.event'])
    await user.click(screen.getByRole('checkbox', { name: 'Read' }))
    expect(await submitted()).toEqual(['message.sent', 'legacy.event'])
  })

  it('shows its error, tied to the fieldset', () => {
    render(
      <CheckboxGroup
        legend="Events"
        groups={groups}
        value={[]}
        onChange={() => {}}
        error="Choose at least one event"
      />,
    )
    expect(group('Events')).toHaveAccessibleDescription('Choose at least one event')
  })
})
