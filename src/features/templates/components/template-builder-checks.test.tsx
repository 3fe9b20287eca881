import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Template } from '@/api/templates'
import { fill } from '@/test/app-test-helpers'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { checks, loadBuilderChecks, openTemplatePage } from '@/test/builder-test-kit'

beforeAll(loadBuilderChecks)

const { db } = withDemoServer()
const workspace = db.data.workspaces[0] ?? { id: 'ws_1', title: 'Workspace' }

beforeEach(() => connectAs())

const openBuilder = (path = `/w/${workspace.id}/templates/new`, heading = 'New WhatsApp template') =>
  openTemplatePage(path, heading)

const rowOf = (text: string) => checks().getByText(text).closest('li')

describe('the checks panel', () => {
  it('lists problems, then warnings, then one folded row of passed checks, leaving out checks that do not apply', async () => {
    const { user } = await openBuilder()
    await fill(user, 'Body text', 'Hi {{1}}, {{2}} is ready')

    // The passed checks are folded away, so the rows in view are the problems, then the warning.
    expect(
      checks()
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(
        /^ProblemAdd an example for body \{\{1\}\} and body \{\{2\}\}: .*Every variable has an example value/,
      ),
      expect.stringMatching(
        /^ProblemGive the template a name, e\.g\. order_update\.The name uses only lowercase letters/,
      ),
      expect.stringMatching(
        /^WarningAdd 2 more words or use fewer variables: .*The body has enough words for its variables/,
      ),
    ])
    expect(checks().queryByText('Add the body text: every template needs one.')).not.toBeInTheDocument()

    // Utility, no name, no header, footer or buttons: their checks do not apply.
    for (const label of [
      'A marketing template offers an opt-out',
      'The name is not used in this workspace',
      'A text header has 1 to 60 characters',
      'The footer is at most 60 characters',
      'At most 3 buttons',
    ]) {
      expect(checks().queryByText(label)).not.toBeInTheDocument()
    }

    const disclosure = checks().getByRole('button', { name: /^\d+ checks passed$/ })
    expect(disclosure).toHaveAttribute('aria-expanded', 'false')
    const passedList = document.getElementById(disclosure.getAttribute('aria-controls') ?? '')
    expect(passedList).not.toBeVisible()
    expect(within(passedList ?? document.body).getAllByRole('listitem', { hidden: true })).toHaveLength(
      Number(/\d+/.exec(disclosure.textContent ?? '')?.[0]),
    )
    await user.click(disclosure)
    expect(disclosure).toHaveAttribute('aria-expanded', 'true')
    expect(passedList).toBeVisible()
    expect(within(passedList ?? document.body).getByText('The template has a body')).toBeVisible()
  })

  it('shows the opt-out check once the template is Marketing', async () => {
    const { user } = await openBuilder()
    expect(checks().queryByText('A marketing template offers an opt-out')).not.toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Category'), 'MARKETING')
    expect(rowOf('A marketing template offers an opt-out')).toHaveAttribute('data-status', 'fail')
  })

  it('warns when the body is the same as another template of the workspace, naming it', async () => {
    const seeded = db.data.templates.find(
      (t) => t.workspace.id === workspace.id && t.template.name === 'delivery_delayed',
    )
    const body = seeded?.template.components.find((c) => c.type === 'BODY')?.text
    if (!body) throw new Error('the seed has no delivery_delayed template')
    const { user } = await openBuilder()
    // Only a body in the same language is a duplicate: delivery_delayed is in British English.
    await user.clear(screen.getByLabelText('Language'))
    await fill(user, 'Language', seeded?.template.language ?? '')
    await fill(user, 'Body text', body)
    // The workspace's bodies are read from the API once the builder opens: allow for a loaded machine.
    expect(
      await checks().findByText(/^Reword the body: it is the same as “delivery_delayed”/, {}, { timeout: 3000 }),
    ).toBeInTheDocument()
    expect(rowOf('The body is not the same as another template’s in this workspace')).toHaveAttribute(
      'data-status',
      'warn',
    )
  })
})

describe('errors at the field', () => {
  it('on a submit with problems, focuses the first field that has one and names each in a summary below the button, linking to its field', async () => {
    const { user } = await openBuilder()
    await fill(user, 'Name', 'order_update')
    await fill(user, 'Body text', 'Your code is {{1}}')
    const submit = screen.getByRole('button', { name: 'Submit for review' })
    await user.click(submit)

    await waitFor(() => expect(screen.getByLabelText('Body text')).toHaveFocus())
    const summary = screen.getByText(/listed under Checks before submitting/).parentElement as HTMLElement
    expect(submit.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const links = within(summary).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Body text: Add words after \{\{1\}\}/),
      'Example for {{1}}: Add an example for body {{1}}.',
    ])
    await user.click(links[1] as HTMLElement)
    expect(screen.getByLabelText('Example for {{1}}')).toHaveFocus()
  })

  it('marks a field with a blocking problem once the user leaves it, with the problem under it', async () => {
    const { user } = await openBuilder()
    const body = screen.getByLabelText('Body text')
    await fill(user, 'Body text', 'Your code is {{1}}.')
    expect(body).not.toHaveAttribute('aria-invalid')

    await user.tab()
    expect(body).toHaveAttribute('aria-invalid', 'true')
    expect(body).toHaveAccessibleDescription(
      /Add words after \{\{1\}\}: WhatsApp rejects a body that ends with a variable/,
    )
    // Not touched yet: the name's problem waits.
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
  })

  it('marks every field with a problem after a submit attempt, and clears a mark once fixed', async () => {
    const { user } = await openBuilder()
    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    const name = screen.getByLabelText('Name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(/Give the template a name, e\.g\. order_update\./)
    const body = screen.getByLabelText('Body text')
    expect(body).toHaveAccessibleDescription(/Add the body text: every template needs one\./)

    await fill(user, 'Body text', 'Welcome to Northwind, we are glad you are here.')
    expect(body).not.toHaveAttribute('aria-invalid')
  })

  it('puts a missing example and a button problem under their own inputs', async () => {
    const { user } = await openBuilder()
    await fill(user, 'Body text', 'Hi {{1}}, see you soon.')
    await user.click(screen.getByRole('button', { name: 'Add visit website button' }))
    await fill(user, 'Button 1 URL', 'shop.example')
    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect(screen.getByLabelText('Example for {{1}}')).toHaveAccessibleDescription('Add an example for body {{1}}.')
    expect(screen.getByLabelText('Button 1 URL')).toHaveAccessibleDescription(
      /Give button 1 a full web address starting with https:\/\//,
    )
    expect(screen.getByLabelText('Button 1 text')).toHaveAccessibleDescription(/Write the text of button 1\./)
  })

  it('offers to make the name valid in one click, and undo', async () => {
    const { user } = await openBuilder()
    const name = screen.getByLabelText('Name')
    await fill(user, 'Name', 'Summer Sale – 20%')
    const form = screen.getByRole('group', { name: 'Basics' })
    await user.click(within(form).getByRole('button', { name: 'Make it valid' }))
    expect(name).toHaveValue('summer_sale_20')
    expect(document.activeElement).toBe(name)
    expect(within(form).queryByRole('button', { name: 'Make it valid' })).not.toBeInTheDocument()
    expect(checks().getByRole('status')).toHaveTextContent('Changed the name to summer_sale_20.')
    await user.click(checks().getByRole('button', { name: 'Undo' }))
    expect(name).toHaveValue('Summer Sale – 20%')
  })
})

describe('Add example', () => {
  it('puts a realistic guess into every empty example, focused and selected on the asked one to type over', async () => {
    const { user } = await openBuilder()
    await fill(user, 'Body text', 'Hi {{1}}, your order {{2}} ships on {{3}}.')
    await fill(user, 'Example for {{1}}', 'Ana')
    await user.click(checks().getByRole('button', { name: 'Add example' }))

    const example = screen.getByLabelText<HTMLInputElement>('Example for {{2}}')
    expect(example).toHaveValue('#48213')
    expect(screen.getByLabelText('Example for {{3}}')).toHaveValue('March 12')
    expect(document.activeElement).toBe(example)
    expect([example.selectionStart, example.selectionEnd]).toEqual([0, 6])
    expect(within(screen.getByRole('figure', { name: 'Message preview' })).getByText('#48213')).toBeInTheDocument()

    await user.keyboard('NW-48213')
    expect(example).toHaveValue('NW-48213')
  })
})

describe('the preview on a narrow screen', () => {
  it('opens in a dialog from the Preview button, and focus returns to the button on close', async () => {
    const { user } = await openBuilder()
    await fill(user, 'Body text', 'Welcome to Northwind, friend.')
    const open = screen.getByRole('button', { name: 'Preview' })
    await user.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'Preview' })
    expect(within(dialog).getByRole('figure', { name: 'Message preview' })).toHaveTextContent(
      'Welcome to Northwind, friend.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.activeElement).toBe(open)
  })
})

describe('duplicating a rejected template', () => {
  it('opens the builder with the problems the checks find already marked at their fields', async () => {
    const rejected: Template = {
      id: 'tpl_rejected_probe',
      template: {
        category: 'UTILITY',
        language: 'en_GB',
        name: 'parcel_probe',
        status: 'REJECTED',
        components: [{ type: 'BODY', text: 'Your parcel is with {{1}}', example: { body_text: [['DPD']] } }],
      },
      workspace: { id: workspace.id, title: workspace.title },
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    }
    db.data.templates.push(rejected)
    await openBuilder(`/w/${workspace.id}/templates/new?from=${rejected.id}`, 'Duplicate parcel_probe')
    expect(screen.getByText(/WhatsApp rejected parcel_probe\./)).toBeInTheDocument()
    const body = screen.getByLabelText('Body text')
    expect(body).toHaveAttribute('aria-invalid', 'true')
    expect(body).toHaveAccessibleDescription(/Add words after \{\{1\}\}/)
  })
})
