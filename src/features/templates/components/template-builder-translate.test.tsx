import { configure, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TemplateBody } from '@/api/templates'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { whatsappLanguages } from '@/domain/whatsapp-languages'
import { openTemplatePage, storeTemplate } from '@/test/builder-test-kit'

const { db } = withDemoServer()
configure({ asyncUtilTimeout: 5000 })
const workspace = db.data.workspaces[0] ?? { id: 'ws_1', title: 'Workspace' }

beforeEach(() => connectAs())

const english: TemplateBody = {
  category: 'UTILITY',
  language: 'en_GB',
  name: 'dispatch_probe',
  status: 'APPROVED',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['NW-48213'] } },
    {
      type: 'BODY',
      text: 'Hi {{1}}, your order {{2}} has been dispatched and arrives on {{3}}. Thank you!',
      example: { body_text: [['Olivia', 'NW-48213', 'Thursday 19 November']] },
    },
    { type: 'FOOTER', text: 'Northwind Retail' },
    {
      type: 'BUTTONS',
      buttons: [
        { type: 'URL', text: 'Track parcel', url: 'https://track.northwind.example/{{1}}', example: ['NW-48213'] },
        { type: 'QUICK_REPLY', text: 'Change delivery' },
      ],
    },
  ],
}

const translate = (id: string) =>
  openTemplatePage(`/w/${workspace.id}/templates/new?translate=${id}`, 'Add a language to dispatch_probe')

describe('adding a language to a template', { timeout: 30_000 }, () => {
  it('copies the name, structure, buttons and examples, marks the texts to translate, and offers only free languages', async () => {
    storeTemplate(db, workspace, 'tpl_dispatch_en', english)
    storeTemplate(db, workspace, 'tpl_dispatch_fr', { ...english, language: 'fr' })
    await translate('tpl_dispatch_en')

    expect(await screen.findByText(/^Translate the texts from English \(UK\) into Spanish\./)).toBeInTheDocument()
    expect(screen.getByLabelText('Name', { exact: true })).toHaveValue('dispatch_probe')
    expect(screen.getByLabelText('Category')).toHaveValue('UTILITY')
    const language = screen.getByRole('combobox', { name: 'Language' })
    expect(language).toHaveValue('es')
    const offered = within(language)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
    expect(offered).toHaveLength(whatsappLanguages.length - 2)
    expect(offered).not.toContain('en_GB')
    expect(offered).not.toContain('fr')

    expect(screen.getByLabelText('Header text to translate')).toHaveValue('Order {{1}}')
    expect(screen.getByLabelText('Body text to translate')).toHaveValue(english.components[1]?.text)
    expect(screen.getByLabelText('Footer text to translate')).toHaveValue('Northwind Retail')
    expect(screen.getAllByLabelText(/^Button \d text$/).map((input) => (input as HTMLInputElement).value)).toEqual([
      'Track parcel',
      'Change delivery',
    ])
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(
      expect.arrayContaining(['NW-48213', 'Olivia', 'Thursday 19 November']),
    )
    // The name is taken in English and French only: in Spanish it is one more language of it.
    expect(
      await screen.findByText('This name has versions in other languages here: this one adds a language.'),
    ).toBeInTheDocument()
  })

  it('drops the mark once a text is translated, and submits the new language under the same name', async () => {
    storeTemplate(db, workspace, 'tpl_dispatch_en', english)
    const { user } = await translate('tpl_dispatch_en')
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('es')

    const body = screen.getByLabelText('Body text to translate')
    await user.clear(body)
    await user.paste('Hola {{1}}, tu pedido {{2}} ha salido y llega el {{3}}. ¡Gracias!')
    expect(screen.getByLabelText('Body text', { exact: true })).toBe(body)
    await user.clear(screen.getByLabelText('Header text to translate'))
    await user.paste('Pedido {{1}}')

    await screen.findByText('This name has versions in other languages here: this one adds a language.')
    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    await screen.findByRole('heading', { level: 1, name: 'dispatch_probe' }, { timeout: 10_000 })
    const panel = within(screen.getByRole('region', { name: 'Languages' }))
    expect(await panel.findByText('2 languages of dispatch_probe in this workspace.')).toBeInTheDocument()
    expect(panel.getByRole('link', { name: 'English (UK)' })).toHaveAttribute(
      'href',
      `/w/${workspace.id}/templates/tpl_dispatch_en`,
    )
    expect(panel.getByText('Spanish (this page)')).toBeInTheDocument()
  })
})
