import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TemplateBody } from '@/api/templates'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { storeTemplate } from '@/test/builder-test-kit'
import { textsByRole } from '@/test/texts-by-role'

const { db } = withDemoServer()
configure({ asyncUtilTimeout: 5000 })
const workspace = db.data.workspaces[0] ?? { id: 'ws_1', title: 'Workspace' }

beforeEach(() => connectAs())

const addTemplate = (id: string, template: TemplateBody) => storeTemplate(db, workspace, id, template)

const newer = (): TemplateBody => ({
  category: 'MARKETING',
  language: 'pt_BR',
  name: 'esquenta_probe',
  status: 'PAUSED',
  components: [
    { type: 'HEADER', format: 'LOCATION' },
    { type: 'LIMITED_TIME_OFFER', limited_time_offer: { text: 'Oferta por tempo limitado', has_expiration: true } },
    {
      type: 'BODY',
      text: 'Oi {{1}}! O esquenta começou: use o cupom abaixo para ganhar desconto.',
      example: { body_text: [['Bia']] },
    },
    { type: 'CAROUSEL', cards: [] },
    { type: 'FOOTER', text: 'Responda STOP para não receber promoções' },
    {
      type: 'BUTTONS',
      buttons: [
        { type: 'URL', text: 'Aproveitar', url: 'https://shop.example/br/bf' },
        { type: 'COPY_CODE', text: 'Copiar código', example: ['ESQUENTA30'] },
      ],
    },
  ],
})

async function duplicate(id: string, name: string) {
  const view = renderApp(`/w/${workspace.id}/templates/new?from=${id}`)
  await screen.findByRole('heading', { level: 1, name: `Duplicate ${name}` }, { timeout: 10_000 })
  return { ...view, user: userEvent.setup() }
}

const leftOutNotice = () => screen.queryByRole('region', { name: 'Left out of this copy' })
/** The notice is fetched when a copy shows it. */
const findLeftOutNotice = () => screen.findByRole('region', { name: 'Left out of this copy' })

describe('duplicating a template with parts the builder cannot edit', { timeout: 30_000 }, () => {
  it('lists each left-out part at the top of the builder before anything is submitted, and copies the rest', async () => {
    addTemplate('tpl_esquenta_probe', newer())
    await duplicate('tpl_esquenta_probe', 'esquenta_probe')
    const notice = await findLeftOutNotice()
    expect(notice).toBeInTheDocument()
    expect(textsByRole(notice as HTMLElement, 'listitem')).toEqual([
      'a LOCATION header',
      'a LIMITED_TIME_OFFER component',
      'a CAROUSEL component',
      'a COPY_CODE button “Copiar código”',
    ])
    // Above the form: the first thing read after the heading.
    expect(
      (notice as HTMLElement).compareDocumentPosition(screen.getByLabelText('Name', { exact: true })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()

    expect(screen.getByLabelText('Name', { exact: true })).toHaveValue('esquenta_probe_copy')
    expect(screen.getByLabelText('Category')).toHaveValue('MARKETING')
    expect(screen.getByLabelText('Header type')).toHaveValue('NONE')
    expect(screen.getByLabelText('Body text')).toHaveValue(
      'Oi {{1}}! O esquenta começou: use o cupom abaixo para ganhar desconto.',
    )
    expect(screen.getByLabelText('Footer text')).toHaveValue('Responda STOP para não receber promoções')
    expect(screen.getAllByLabelText(/^Button \d text$/).map((input) => (input as HTMLInputElement).value)).toEqual([
      'Aproveitar',
    ])
  })

  it('says a category it does not know is left out, and the copy starts as Utility', async () => {
    addTemplate('tpl_category_probe', {
      ...newer(),
      name: 'category_probe',
      category: 'TRANSACTIONAL',
      components: [newer().components[2] as TemplateBody['components'][number]],
    })
    await duplicate('tpl_category_probe', 'category_probe')
    expect(within(await findLeftOutNotice()).getByRole('listitem')).toHaveTextContent(
      'the category TRANSACTIONAL (the copy is Utility: choose the right one)',
    )
    expect(screen.getByLabelText('Category')).toHaveValue('UTILITY')
  })

  it('shows no notice when the whole template is copied', async () => {
    const seeded = db.data.templates.find(
      (t) => t.workspace.id === workspace.id && t.template.name === 'flash_sale_24h',
    )
    if (!seeded) throw new Error('the seed has no flash_sale_24h')
    await duplicate(seeded.id, 'flash_sale_24h')
    expect(leftOutNotice()).not.toBeInTheDocument()
  })

  it('creates the copy with the spec’s parts only', async () => {
    addTemplate('tpl_create_probe', { ...newer(), name: 'create_probe' })
    const { user } = await duplicate('tpl_create_probe', 'create_probe')
    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    await screen.findByRole('heading', { level: 1, name: 'create_probe_copy' }, { timeout: 10_000 })
    const created = db.data.templates.find((t) => t.template.name === 'create_probe_copy')
    expect(created?.template.components.map((c) => c.type)).toEqual(['BODY', 'FOOTER', 'BUTTONS'])
    expect(created?.template.components.at(-1)?.buttons?.map((b) => b.type)).toEqual(['URL'])
  })
})
