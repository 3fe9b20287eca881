import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { ApiError } from '@/api/api-error'
import { FormDialog, KEEP_OPEN } from './form-dialog'
import { Button } from './ui/button'
import { Field } from './ui/field'
import { Input } from './ui/input'

const tagSchema = z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Enter a name')) })
type Tag = z.infer<typeof tagSchema>

function refusal(status: number, message: string) {
  return new ApiError({ kind: 'http', status, operation: 'POST /v1/tags', message, body: { error: message } })
}

/** A deferred answer from the server, so the test decides when (and how) the submit settles. */
function deferred() {
  let settle: { resolve(): void; reject(error: unknown): void } | undefined
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
  return { promise, resolve: () => settle?.resolve(), reject: (error: unknown) => settle?.reject(error) }
}

function Harness({ onSubmit, finalFocus }: { onSubmit(values: Tag): Promise<unknown>; finalFocus?: () => HTMLElement | null }) {
  const [open, setOpen] = useState(false)
  const [showOpener, setShowOpener] = useState(true)
  return (
    <main>
      <h1>Tags</h1>
      {showOpener && <Button onClick={() => setOpen(true)}>New tag</Button>}
      <Button onClick={() => setShowOpener(false)}>Hide opener</Button>
      <Button>Next row</Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="New tag"
        size="sm"
        schema={tagSchema}
        defaultValues={{ name: 'vip' }}
        onSubmit={onSubmit}
        submitLabel="Create tag"
        finalFocus={finalFocus}
      >
        {(form) => (
          <Field label="Name" error={form.formState.errors.name?.message}>
            <Input {...form.register('name')} />
          </Field>
        )}
      </FormDialog>
    </main>
  )
}

async function openDialog() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'New tag' }))
  const dialog = await screen.findByRole('dialog', { name: 'New tag' })
  return { user, dialog }
}

describe('FormDialog', () => {
  it('starts from the default values and sends the parsed values', async () => {
    const onSubmit = vi.fn(async () => {})
    render(<Harness onSubmit={onSubmit} />)
    const { user, dialog } = await openDialog()
    const name = within(dialog).getByLabelText('Name')
    expect(name).toHaveValue('vip')
    await user.clear(name)
    await user.type(name, '  gold  ')
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'gold' }))
  })

  it("shows the server's message next to the submit button and keeps the input when the server refuses", async () => {
    render(<Harness onSubmit={() => Promise.reject(refusal(409, 'A tag named "gold" already exists'))} />)
    const { user, dialog } = await openDialog()
    const name = within(dialog).getByLabelText('Name')
    await user.clear(name)
    await user.type(name, 'gold')
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('A tag named "gold" already exists')
    expect(alert.nextElementSibling).toContainElement(within(dialog).getByRole('button', { name: 'Create tag' }))
    expect(screen.getByRole('dialog', { name: 'New tag' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('gold')
    expect(within(dialog).getByRole('button', { name: 'Create tag' })).toHaveFocus()
  })

  it('shows no form error for a refused key: the global policy takes the user to the connect screen', async () => {
    render(<Harness onSubmit={() => Promise.reject(refusal(401, 'Unauthorized'))} />)
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create tag' })).not.toHaveAttribute('aria-disabled'))
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('stays open with the input and no error when onSubmit resolves with KEEP_OPEN', async () => {
    const onSubmit = vi.fn(async () => KEEP_OPEN)
    render(<Harness onSubmit={onSubmit} />)
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create tag' })).not.toHaveAttribute('aria-disabled'))
    expect(screen.getByRole('dialog', { name: 'New tag' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('vip')
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the field error and sends nothing when the values do not parse', async () => {
    const onSubmit = vi.fn(async () => {})
    render(<Harness onSubmit={onSubmit} />)
    const { user, dialog } = await openDialog()
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }))
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('marks submit busy while pending, sends once, then closes on success and returns focus to the opener', async () => {
    const server = deferred()
    const onSubmit = vi.fn(() => server.promise)
    render(<Harness onSubmit={onSubmit} />)
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }))

    const busy = await within(dialog).findByRole('button', { name: 'Saving…' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    expect(busy).toHaveFocus()
    await user.click(busy)
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('dialog', { name: 'New tag' })).toBeInTheDocument()

    server.resolve()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'New tag' })).toHaveFocus())
  })

  it('returns focus to the opener on cancel, and starts again from the default values next time', async () => {
    render(<Harness onSubmit={async () => {}} />)
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Name'), '-draft')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'New tag' })).toHaveFocus())

    const again = await openDialog()
    expect(within(again.dialog).getByLabelText('Name')).toHaveValue('vip')
  })

  it('closes with Escape and returns focus to the opener', async () => {
    render(<Harness onSubmit={async () => {}} />)
    const { user } = await openDialog()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'New tag' })).toHaveFocus())
  })

  it('sends focus to the given final target, or to the page heading when the opener is gone', async () => {
    const { unmount } = render(<Harness onSubmit={async () => {}} finalFocus={() => screen.getByRole('button', { name: 'Next row' })} />)
    let { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next row' })).toHaveFocus())
    unmount()

    render(<Harness onSubmit={async () => {}} />)
    ;({ user, dialog } = await openDialog())
    // The opener leaves the page while the dialog is open, as a deleted row's button does.
    screen.getByRole('button', { name: 'New tag', hidden: true }).remove()
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tags' })).toHaveFocus())
    expect(document.activeElement).not.toBe(document.body)
  })
})
