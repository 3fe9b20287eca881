import { screen, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { checks, loadBuilderChecks, openBuilder } from '@/test/builder-test-kit'

beforeAll(loadBuilderChecks)

const { db } = withDemoServer()
const workspaceId = db.data.workspaces[0]?.id ?? 'ws_1'

beforeEach(() => connectAs())

describe('template builder', () => {
  it('shows an example input for each body variable, and removes it with the variable', async () => {
    const { user } = await openBuilder(workspaceId)
    const body = screen.getByLabelText('Body text')
    await user.type(body, 'Hi ')
    await user.click(screen.getByRole('button', { name: 'Add variable' }))
    await user.type(body, ', your order ')
    await user.click(screen.getByRole('button', { name: 'Add variable' }))
    expect(body).toHaveValue('Hi {{1}}, your order {{2}}')
    expect(screen.getByLabelText('Example for {{1}}')).toBeInTheDocument()
    expect(screen.getByLabelText('Example for {{2}}')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Example for {{1}}'), 'Ana')
    expect(within(screen.getByRole('figure', { name: 'Message preview' })).getByText('Ana')).toBeInTheDocument()

    await user.clear(body)
    await user.type(body, 'Hi {{{{1}} there')
    expect(screen.queryByLabelText('Example for {{2}}')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Example for {{1}}')).toHaveValue('Ana')
  })

  it('refuses a 4th button and says why', async () => {
    const { user } = await openBuilder(workspaceId)
    const addQuickReply = screen.getByRole('button', { name: 'Add quick reply button' })
    await user.click(addQuickReply)
    await user.click(addQuickReply)
    await user.click(screen.getByRole('button', { name: 'Add visit website button' }))
    expect(screen.getAllByLabelText(/^Button \d text$/)).toHaveLength(3)
    for (const name of ['Add quick reply button', 'Add visit website button', 'Add call phone number button']) {
      const button = screen.getByRole('button', { name })
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleDescription(/at most 3 buttons/)
    }
  })

  it('blocks a marketing template without opt-out, and the one-click fix adds it', async () => {
    const { user } = await openBuilder(workspaceId)
    await user.selectOptions(screen.getByLabelText('Category'), 'MARKETING')
    await user.type(screen.getByLabelText('Body text'), 'Our winter sale starts today with up to 40% off everything.')
    const optOut = checks().getByText('A marketing template offers an opt-out').closest('li')
    expect(optOut).toHaveAttribute('data-status', 'fail')

    await user.click(checks().getByRole('button', { name: 'Add opt-out footer' }))
    expect(screen.getByLabelText('Footer text')).toHaveValue('Reply STOP to unsubscribe')
    expect(checks().getByText('A marketing template offers an opt-out').closest('li')).toHaveAttribute(
      'data-status',
      'pass',
    )
  })

  it('does not submit while a check fails, and says so', async () => {
    const { user, router } = await openBuilder(workspaceId)
    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect(await screen.findByText(/listed under Checks before submitting/)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/w/${workspaceId}/templates/new`)
  })

  it('submits a valid template, clears the draft and opens its detail', async () => {
    const { user, router } = await openBuilder(workspaceId)
    await user.type(screen.getByLabelText('Name'), 'component_test_welcome')
    await user.type(screen.getByLabelText('Body text'), 'Welcome to Northwind, we are glad you are here.')
    // The name check is debounced (400 ms) and then asks the API: allow for a loaded CI machine.
    expect(await screen.findByText('This name is free in this workspace.', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(window.localStorage.getItem(`inbox-console:template-draft:${workspaceId}`)).toContain(
      'component_test_welcome',
    )

    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect(await screen.findByRole('heading', { name: 'component_test_welcome' })).toBeInTheDocument()
    expect(router.state.location.pathname).toMatch(new RegExp(`^/w/${workspaceId}/templates/tpl_\\d+$`))
    expect(screen.getByText('Pending review')).toBeInTheDocument()
    expect(window.localStorage.getItem(`inbox-console:template-draft:${workspaceId}`)).toBeNull()
  })

  it('names the chosen language, and points to the search otherwise', async () => {
    const { user } = await openBuilder(workspaceId)
    const language = screen.getByLabelText('Language')
    expect(language).toHaveAccessibleDescription('English (US)')
    await user.clear(language)
    await user.type(language, 'pt_BR')
    expect(language).toHaveAccessibleDescription('Portuguese (BR)')
    await user.clear(language)
    await user.type(language, 'xx')
    expect(language).toHaveAccessibleDescription(/Type to search/)
  })

  it('lets the text fields follow the direction of what is typed, and an Arabic template preview right to left', async () => {
    const { user } = await openBuilder(workspaceId)
    for (const label of ['Body text', 'Footer text'])
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'auto')
    await user.type(screen.getByLabelText('Body text'), 'مرحبا')
    const preview = within(screen.getByRole('figure', { name: 'Message preview' }))
    expect(preview.getByText('مرحبا')).toHaveAttribute('dir', 'auto')
    const language = screen.getByLabelText('Language')
    await user.clear(language)
    await user.type(language, 'ar')
    expect(preview.getByText('مرحبا')).toHaveAttribute('dir', 'rtl')
  })

  it('saves no draft for a builder that was only opened', async () => {
    const { unmount } = await openBuilder(workspaceId)
    unmount()
    expect(window.localStorage.getItem(`inbox-console:template-draft:${workspaceId}`)).toBeNull()
  })

  it('restores the autosaved draft when the builder opens again', async () => {
    const first = await openBuilder(workspaceId)
    await first.user.type(screen.getByLabelText('Name'), 'half_done')
    first.unmount()

    await openBuilder(workspaceId)
    expect(screen.getByLabelText('Name')).toHaveValue('half_done')
    expect(await screen.findByText(/Your unsaved draft from .* was restored/)).toBeInTheDocument()
  })
})
