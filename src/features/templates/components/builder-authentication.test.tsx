import { configure, screen, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TemplateBody } from '@/api/templates'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { checks, loadBuilderChecks, openBuilder, openTemplatePage, storeTemplate } from '@/test/builder-test-kit'

beforeAll(loadBuilderChecks)

const { db } = withDemoServer()
configure({ asyncUtilTimeout: 5000 })
const workspace = db.data.workspaces[0] ?? { id: 'ws_1', title: 'Workspace' }

beforeEach(() => connectAs())

const preview = () => within(screen.getByRole('figure', { name: 'Message preview' }))

const authTemplate = (name: string, components: TemplateBody['components']): TemplateBody => ({
  category: 'AUTHENTICATION',
  language: 'en_GB',
  name,
  status: 'REJECTED',
  components,
})

// Each test drives the whole builder, which a shared, loaded machine may take over 5 s to do.
describe('authentication layout in the builder', { timeout: 15_000 }, () => {
  it('shows WhatsApp’s fixed code message instead of free text, and previews it with an example code', async () => {
    const { user } = await openBuilder(workspace.id)
    expect(screen.getByLabelText('Body text')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Category'), 'AUTHENTICATION')

    expect(screen.queryByLabelText('Body text')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Footer text')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add quick reply button' })).not.toBeInTheDocument()
    // The layout's code comes with it.
    expect(await screen.findByLabelText('Message WhatsApp sends')).toHaveValue(
      '*{{1}}* is your verification code. For your security, do not share this code.',
    )
    expect(preview().getByText('123456')).toBeInTheDocument()
    expect(preview().getByRole('listitem')).toHaveTextContent(/^Copy code$/)

    await user.click(screen.getByLabelText('Add the security notice'))
    expect(screen.getByLabelText('Message WhatsApp sends')).toHaveValue('*{{1}}* is your verification code.')
    await user.type(screen.getByLabelText('Code expires after (minutes)'), '10')
    expect(preview().getByText('This code expires in 10 minutes.')).toBeInTheDocument()
    expect(checks().queryByText(/Use the authentication layout/)).not.toBeInTheDocument()
  })

  it('refuses an expiry beyond 90 minutes', async () => {
    const { user } = await openBuilder(workspace.id)
    await user.selectOptions(screen.getByLabelText('Category'), 'AUTHENTICATION')
    await user.type(await screen.findByLabelText('Code expires after (minutes)'), '120')
    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect(await screen.findByText('Enter whole minutes from 1 to 90, or leave it empty.')).toBeInTheDocument()
  })

  it('submits the code message, the expiry line and the copy-code button in the chosen language', async () => {
    const { user } = await openBuilder(workspace.id)
    await user.type(screen.getByLabelText('Name'), 'auth_layout_probe')
    await user.selectOptions(screen.getByLabelText('Category'), 'AUTHENTICATION')
    const language = screen.getByLabelText('Language')
    await user.clear(language)
    await user.type(language, 'es_ES')
    await user.type(screen.getByLabelText('Code expires after (minutes)'), '5')
    expect(await screen.findByText('This name is free in this workspace.', {}, { timeout: 3000 })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'auth_layout_probe' })).toBeInTheDocument()
    const created = db.data.templates.find((t) => t.template.name === 'auth_layout_probe')
    expect(created?.template).toMatchObject({ category: 'AUTHENTICATION', language: 'es_ES' })
    expect(created?.template.components).toEqual([
      {
        type: 'BODY',
        text: '*{{1}}* es tu código de verificación. Por tu seguridad, no lo compartas.',
        example: { body_text: [['123456']] },
      },
      { type: 'FOOTER', text: 'Este código caduca en 5 minutos.' },
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Copy code' }] },
    ])
  })

  it('copies a template of the authentication layout back into its fields', async () => {
    storeTemplate(
      db,
      workspace,
      'tpl_auth_shape',
      authTemplate('otp_shape_probe', [
        { type: 'BODY', text: '*{{1}}* is your verification code.', example: { body_text: [['482913']] } },
        { type: 'FOOTER', text: 'This code expires in 15 minutes.' },
        { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy the code' }] },
      ]),
    )
    await openTemplatePage(`/w/${workspace.id}/templates/new?from=tpl_auth_shape`, 'Duplicate otp_shape_probe')
    expect(screen.getByLabelText('Add the security notice')).not.toBeChecked()
    expect(screen.getByLabelText('Code expires after (minutes)')).toHaveValue(15)
    expect(screen.getByLabelText('Copy-code button text')).toHaveValue('Copy the code')
  })

  it('keeps a copied template’s own text failing the check, and the fix switches it to the layout', async () => {
    storeTemplate(
      db,
      workspace,
      'tpl_auth_text',
      authTemplate('otp_text_probe', [
        {
          type: 'BODY',
          text: 'Your Northwind code is {{1}}. Log in at https://northwind-retail.example/login within 10 minutes.',
          example: { body_text: [['482913']] },
        },
      ]),
    )
    const { user } = await openTemplatePage(
      `/w/${workspace.id}/templates/new?from=tpl_auth_text`,
      'Duplicate otp_text_probe',
    )
    expect(screen.getByLabelText('Body text')).toHaveValue(
      'Your Northwind code is {{1}}. Log in at https://northwind-retail.example/login within 10 minutes.',
    )
    expect(checks().getByText(/this one has a link, text of its own and no copy-code button/)).toBeInTheDocument()

    await user.click(checks().getByRole('button', { name: 'Use the authentication layout' }))
    expect(screen.queryByLabelText('Body text')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Message WhatsApp sends')).toHaveValue(
      '*{{1}}* is your verification code. For your security, do not share this code.',
    )
    expect(screen.getByLabelText('Code expires after (minutes)')).toHaveValue(10)
  })
})
