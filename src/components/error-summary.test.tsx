import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type FormEvent } from 'react'
import { describe, expect, it } from 'vitest'
import { ErrorSummary } from './error-summary'
import { Button } from './ui/button'
import { CheckboxGroup } from './ui/checkbox-group'
import { Field } from './ui/field'
import { Input } from './ui/input'
import { Switch } from './ui/switch'
import { useFormProblems } from './use-form-problems'
import { textsByRole } from '@/test/texts-by-role'

interface Values {
  events: string[]
  name: string
  url: string
  active: boolean
}

function problemsOf(values: Values): Partial<Record<keyof Values, string>> {
  return {
    events: values.events.length ? undefined : 'Choose at least one event',
    name: values.name ? undefined : 'Enter a name',
    url: values.url.startsWith('https://') ? undefined : 'Enter an https:// address',
    active: values.active ? undefined : 'A new webhook starts active',
  }
}

/** A form in plain state, its fields in the order events, name, URL, active; errors show after a submit and follow the input. */
function Harness({ initial }: { initial: Values }) {
  const [values, setValues] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const { formRef, problems, reveal } = useFormProblems()
  const errors = submitted ? problemsOf(values) : {}
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.values(problemsOf(values)).some(Boolean)) reveal()
  }
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <CheckboxGroup
        legend="Events"
        groups={[{ label: 'Messages', options: [{ value: 'message.sent', label: 'Sent' }] }]}
        value={values.events}
        onChange={(events) => setValues({ ...values, events })}
        error={errors.events}
      />
      <Field label="Name" error={errors.name}>
        <Input value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />
      </Field>
      <Field label="Server URL" error={errors.url}>
        <Input value={values.url} onChange={(event) => setValues({ ...values, url: event.target.value })} />
      </Field>
      <Switch
        label="Active"
        checked={values.active}
        onCheckedChange={(active) => setValues({ ...values, active })}
        error={errors.active}
      />
      <Button type="submit">Create webhook</Button>
      <ErrorSummary problems={problems} />
    </form>
  )
}

const valid: Values = { events: ['message.sent'], name: 'Orders', url: 'https://hooks.example.com', active: true }

describe('ErrorSummary with useFormProblems', () => {
  it('shows nothing before a refused submit', () => {
    render(<Harness initial={{ ...valid, name: '' }} />)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('on a refused submit, focuses the first wrong field in the order of the page and names every problem below the button', async () => {
    render(<Harness initial={{ ...valid, name: '', url: 'hooks.example.com' }} />)
    const user = userEvent.setup()
    const submit = screen.getByRole('button', { name: 'Create webhook' })
    await user.click(submit)

    expect(screen.getByLabelText('Name')).toHaveFocus()
    const summary = screen.getByRole('alert')
    expect(within(summary).getByText('2 problems to fix:')).toBeInTheDocument()
    expect(textsByRole(summary, 'link')).toEqual(['Name: Enter a name', 'Server URL: Enter an https:// address'])
    expect(submit.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('gives a group the focus through its first box, and names it by its legend; a switch by its label', async () => {
    render(<Harness initial={{ ...valid, events: [], active: false }} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Create webhook' }))

    expect(screen.getByRole('checkbox', { name: 'Select all Messages' })).toHaveFocus()
    expect(textsByRole(screen.getByRole('alert'), 'link')).toEqual([
      'Events: Choose at least one event',
      'Active: A new webhook starts active',
    ])
  })

  it('takes the user to a field from its link, and follows the fields as they are fixed', async () => {
    render(<Harness initial={{ ...valid, name: '', url: 'hooks.example.com' }} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Create webhook' }))

    await user.click(screen.getByRole('link', { name: 'Server URL: Enter an https:// address' }))
    const url = screen.getByLabelText('Server URL')
    expect(url).toHaveFocus()
    await user.clear(url)
    await user.type(url, 'https://hooks.example.com')
    expect(await screen.findByText('1 problem to fix:')).toBeInTheDocument()
    expect(textsByRole(screen.getByRole('alert'), 'link')).toEqual(['Name: Enter a name'])

    await user.type(screen.getByLabelText('Name'), 'Orders')
    await expect.poll(() => screen.queryByRole('alert')).toBeNull()
  })
})
