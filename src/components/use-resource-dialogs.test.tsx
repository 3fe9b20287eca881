import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './ui/button'
import { Dialog, DialogClose, DialogContent } from './ui/dialog'
import { useResourceDialogs, type ResourceFormProps } from './use-resource-dialogs'

interface Thing {
  id: string
  name: string
}

const things: Thing[] = [
  { id: 't1', name: 'Alpha' },
  { id: 't2', name: 'Beta' },
]

/** Stands for a resource's form dialog: it names what it was opened for. */
function ThingForm({ open, onOpenChange, item }: ResourceFormProps<Thing>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={item ? `Edit ${item.name}` : 'New thing'}>
        <DialogClose asChild>
          <Button>Close</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  )
}

function Things({ remove, onDeleted }: { remove(id: string): Promise<unknown>; onDeleted?(): void }) {
  const deletion = useMutation({ mutationFn: remove })
  const dialogs = useResourceDialogs<Thing>({
    noun: 'thing',
    form: (props) => <ThingForm {...props} />,
    deletion,
    deleteDescription: 'It is gone for good.',
    onDeleted,
  })
  return (
    <main>
      <h1>Things</h1>
      <Button onClick={dialogs.create}>New thing</Button>
      {things.map((thing) => (
        <p key={thing.id}>
          <Button onClick={() => dialogs.edit(thing)}>Edit {thing.name}</Button>
          <Button onClick={() => dialogs.remove(thing)}>Delete {thing.name}</Button>
        </p>
      ))}
      {dialogs.dialogs}
    </main>
  )
}

function renderThings(remove: (id: string) => Promise<unknown> = async () => {}, onDeleted?: () => void) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Things remove={remove} onDeleted={onDeleted} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('useResourceDialogs', () => {
  it('opens the form for a create, then for an edit with the item, and returns focus to the opener', async () => {
    const user = renderThings()
    await user.click(screen.getByRole('button', { name: 'New thing' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'New thing' })).getByRole('button', { name: 'Close' }),
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'New thing' })).toHaveFocus())

    await user.click(screen.getByRole('button', { name: 'Edit Beta' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Edit Beta' })).getByRole('button', { name: 'Close' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Edit Beta' })).toHaveFocus()
  })

  it('asks before deleting, deletes by id, closes and says so to the screen', async () => {
    const remove = vi.fn(async () => {})
    const onDeleted = vi.fn()
    const user = renderThings(remove, onDeleted)
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Alpha”?' })
    expect(dialog).toHaveAccessibleDescription('It is gone for good.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete thing' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(remove).toHaveBeenCalledExactlyOnceWith('t1', expect.anything())
    expect(onDeleted).toHaveBeenCalledTimes(1)
  })

  it('keeps the confirmation open with the refusal by its buttons, and cancelling returns focus', async () => {
    const user = renderThings(() => Promise.reject(new Error('Still in use')))
    await user.click(screen.getByRole('button', { name: 'Delete Beta' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Beta”?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete thing' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Still in use')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Beta' })).toHaveFocus())
  })
})
