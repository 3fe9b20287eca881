import { zodResolver } from '@hookform/resolvers/zod'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { ApiError } from '@/api/api-error'
import { ErrorSummary } from './error-summary'
import { FormError } from './form-error'
import { SubmitButton } from './submit-button'
import { Field } from './ui/field'
import { Input } from './ui/input'
import { useServerSubmit, type ServerSubmitOptions } from './use-server-submit'

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Enter a name')),
  url: z.string().check(z.minLength(1, 'Enter an address')),
})
type Values = z.infer<typeof schema>

function refusal(status: number, body: unknown, message = 'Refused') {
  return new ApiError({ kind: 'http', status, operation: 'POST /v1/hooks', message, body })
}

function HookForm({
  send,
  fieldErrors,
  defaults = { name: 'Orders', url: 'https://hooks.example.com' },
}: {
  send(values: Values): Promise<unknown>
  fieldErrors?: ServerSubmitOptions['fieldErrors']
  defaults?: Values
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults, shouldFocusError: false })
  const { formRef, onSubmit, pending, problems, serverError } = useServerSubmit(form, send, { fieldErrors })
  const { errors } = form.formState
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Field label="Name" error={errors.name?.message}>
        <Input {...form.register('name')} />
      </Field>
      <Field label="Address" error={errors.url?.message}>
        <Input {...form.register('url')} />
      </Field>
      <FormError message={serverError} />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Save
      </SubmitButton>
      <ErrorSummary problems={problems} />
    </form>
  )
}

function setup(props: Parameters<typeof HookForm>[0]) {
  render(<HookForm {...props} />)
  return { user: userEvent.setup(), save: () => screen.getByRole('button', { name: /Save|Saving…/ }) }
}

describe('useServerSubmit', () => {
  it('sends nothing when the form’s checks refuse: the first wrong field in page order takes the focus', async () => {
    const send = vi.fn(async () => {})
    const { user, save } = setup({ send, defaults: { name: '', url: '' } })
    await user.click(save())
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus())
    expect(screen.getByText('2 problems to fix:')).toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()
  })

  it('puts the errors the server names onto the fields, focuses the first, and shows the rest above the button', async () => {
    const send = vi.fn(() =>
      Promise.reject(
        refusal(400, {
          errors: [
            { field: 'url', message: 'Not reachable' },
            { field: 'name', message: 'Already used' },
            { field: 'secret', message: 'Too short' },
          ],
        }),
      ),
    )
    const { user, save } = setup({ send })
    await user.click(save())
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus())
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Already used')
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Not reachable')
    expect(screen.getByText('secret: Too short')).toBeInTheDocument()
    expect(screen.queryByText('Refused')).not.toBeInTheDocument()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('shows no message above the button when every error went onto a field', async () => {
    const send = () => Promise.reject(refusal(422, { errors: { url: ['Not reachable'] } }))
    const { user, save } = setup({ send })
    await user.click(save())
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveFocus())
    expect(screen.getByText('1 problem to fix:')).toBeInTheDocument()
    expect(screen.queryByText('Refused')).not.toBeInTheDocument()
  })

  it('lets the caller put a refusal worded only in the message onto its field', async () => {
    const send = () => Promise.reject(refusal(409, { error: 'Name taken' }, 'Name taken'))
    const { user, save } = setup({
      send,
      fieldErrors: (error) => (error.status === 409 ? { name: error.message } : undefined),
    })
    await user.click(save())
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus())
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name taken')
    expect(screen.getByRole('link', { name: 'Name: Name taken' })).toBeInTheDocument()
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('shows any other refusal above the button and takes the focus there, even from a field', async () => {
    const send = vi.fn(() => Promise.reject(refusal(500, { error: 'Server down' }, 'Server down')))
    const { user, save } = setup({ send })
    await user.type(screen.getByLabelText('Name'), '{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down')
    expect(save()).toHaveFocus()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('shows a failure without a message in general words', async () => {
    const { user, save } = setup({ send: () => Promise.reject(new Error('')) })
    await user.click(save())
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again.')
  })

  it('shows nothing for a refused key: the global policy returns to the connect screen', async () => {
    const send = vi.fn(() => Promise.reject(refusal(401, { message: 'Unauthorized' }, 'Unauthorized')))
    const { user, save } = setup({ send })
    await user.click(save())
    await waitFor(() => expect(save()).not.toHaveAttribute('aria-disabled'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('ignores presses while pending, and a new submit clears the last refusal', async () => {
    let fail: (error: unknown) => void = () => {}
    const send = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)))
    const { user, save } = setup({ send })
    await user.click(save())
    expect(save()).toHaveTextContent('Saving…')
    expect(save()).toHaveAttribute('aria-disabled', 'true')
    await user.click(save())
    await user.type(screen.getByLabelText('Name'), '{Enter}')
    expect(send).toHaveBeenCalledTimes(1)

    fail(refusal(400, { error: 'No' }, 'No'))
    expect(await screen.findByRole('alert')).toHaveTextContent('No')
    await user.clear(screen.getByLabelText('Name'))
    await user.click(save())
    await waitFor(() => expect(screen.queryByText('No')).not.toBeInTheDocument())
    expect(send).toHaveBeenCalledTimes(1)
  })
})
