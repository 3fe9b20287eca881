import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { ApiError } from '@/api/api-error'
import { FormDialog, KEEP_OPEN } from './form-dialog'
import { Button } from './ui/button'
import { CheckboxGroup } from './ui/checkbox-group'
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

function Harness({
  onSubmit,
  finalFocus,
}: {
  onSubmit(values: Tag): Promise<unknown>
  finalFocus?: () => HTMLElement | null
}) {
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
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Create tag' })).not.toHaveAttribute('aria-disabled'),
    )
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('stays open with the input and no error when onSubmit resolves with KEEP_OPEN', async () => {
    const onSubmit = vi.fn(async () => KEEP_OPEN)
    render(<Harness onSubmit={onSubmit} />)
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Create tag' })).not.toHaveAttribute('aria-disabled'),
    )
    expect(screen.getByRole('dialog', { name: 'New tag' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('vip')
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('once sent with a done label, makes closing the main action and the submit a secondary one beside it', async () => {
    const onSubmit = vi.fn<(values: Tag) => Promise<void>>(async () => {})
    function SendHarness() {
      const [open, setOpen] = useState(true)
      const [sent, setSent] = useState(false)
      return (
        <FormDialog
          open={open}
          onOpenChange={setOpen}
          title="Send a test"
          schema={tagSchema}
          defaultValues={{ name: 'vip' }}
          onSubmit={async (values) => {
            await onSubmit(values)
            setSent(true)
            return KEEP_OPEN
          }}
          submitLabel={sent ? 'Send again' : 'Send'}
          doneLabel={sent ? 'Done' : undefined}
        >
          {(form) => (
            <Field label="Name">
              <Input {...form.register('name')} />
            </Field>
          )}
        </FormDialog>
      )
    }
    render(<SendHarness />)
    const dialog = await screen.findByRole('dialog', { name: 'Send a test' })
    const user = userEvent.setup()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveClass('bg-indigo-600')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))

    const done = await within(dialog).findByRole('button', { name: 'Done' })
    await waitFor(() => expect(done).toHaveFocus())
    expect(done).toHaveClass('bg-indigo-600')
    expect(within(dialog).getByRole('button', { name: 'Send again' })).not.toHaveClass('bg-indigo-600')
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
    // Enter on the focused Done closes; it does not send again.
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog', { name: 'Send a test' })).not.toBeInTheDocument()
    expect(onSubmit).toHaveBeenCalledTimes(1)
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
    const { unmount } = render(
      <Harness onSubmit={async () => {}} finalFocus={() => screen.getByRole('button', { name: 'Next row' })} />,
    )
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

const hookSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a name')),
  events: z.array(z.string()).check(z.minLength(1, 'Choose at least one event')),
  serverUrl: z.string().check(z.startsWith('https://', 'Enter an https:// address')),
})
type Hook = z.infer<typeof hookSchema>

/** Three fields, the middle one a Controller-driven checkbox group. */
function HookHarness({ defaults, onSubmit }: { defaults: Hook; onSubmit(values: Hook): Promise<unknown> }) {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <Button onClick={() => setOpen(true)}>New webhook</Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="New webhook"
        schema={hookSchema}
        defaultValues={defaults}
        onSubmit={onSubmit}
        submitLabel="Create webhook"
      >
        {(form) => (
          <>
            <Field label="Name" error={form.formState.errors.name?.message}>
              <Input {...form.register('name')} />
            </Field>
            <Controller
              control={form.control}
              name="events"
              render={({ field, fieldState }) => (
                <CheckboxGroup
                  {...field}
                  legend="Events"
                  groups={[{ label: 'Messages', options: [{ value: 'message.sent', label: 'Sent' }] }]}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Field label="Server URL" error={form.formState.errors.serverUrl?.message}>
              <Input {...form.register('serverUrl')} />
            </Field>
          </>
        )}
      </FormDialog>
    </main>
  )
}

async function submitHook(defaults: Hook) {
  const onSubmit = vi.fn(async () => {})
  render(<HookHarness defaults={defaults} onSubmit={onSubmit} />)
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'New webhook' }))
  const dialog = await screen.findByRole('dialog', { name: 'New webhook' })
  const submit = within(dialog).getByRole('button', { name: 'Create webhook' })
  await user.click(submit)
  return { user, dialog, submit, onSubmit }
}

const summaryLinks = (dialog: HTMLElement) =>
  within(within(dialog).getByText(/problems? to fix:/).parentElement ?? dialog)
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('FormDialog, a submit with problems', () => {
  it('focuses the first wrong field and names every problem in a summary below the buttons', async () => {
    const { dialog, submit, onSubmit } = await submitHook({ name: '', events: [], serverUrl: 'hooks.example.com' })
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus())
    expect(summaryLinks(dialog)).toEqual([
      'Name: Enter a name',
      'Events: Choose at least one event',
      'Server URL: Enter an https:// address',
    ])
    const summary = within(dialog).getByText('3 problems to fix:').parentElement
    expect(submit.compareDocumentPosition(summary as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('focuses a Controller-driven group when it is the first wrong field, and a link in the summary goes to its field', async () => {
    const { user, dialog } = await submitHook({ name: 'Orders', events: [], serverUrl: 'hooks.example.com' })
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Select all Messages' })).toHaveFocus())
    expect(summaryLinks(dialog)).toEqual(['Events: Choose at least one event', 'Server URL: Enter an https:// address'])

    await user.click(within(dialog).getByRole('link', { name: 'Server URL: Enter an https:// address' }))
    expect(within(dialog).getByLabelText('Server URL')).toHaveFocus()
  })

  it('drops a problem from the summary once its field is fixed, and the summary once all are', async () => {
    const { user, dialog } = await submitHook({
      name: '',
      events: ['message.sent'],
      serverUrl: 'https://hooks.example.com',
    })
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus())
    expect(summaryLinks(dialog)).toEqual(['Name: Enter a name'])
    await user.type(within(dialog).getByLabelText('Name'), 'Orders')
    await waitFor(() => expect(within(dialog).queryByText(/problems? to fix:/)).not.toBeInTheDocument())
  })
})
